import Dashboard
import Foundation
import Terminal
import WeatherCore

/// Keys: what each one does on the dashboard and in each popup.
extension DashboardApp {
    func handleKey(_ key: KeyEvent) async -> Int32? {
        if key == .controlC { return 0 }
        if key == .control("l") {
            // Ctrl-L: repaint everything, as in every full-screen terminal program.
            screen.redraw()
            return nil
        }
        switch overlay {
        case .help?:
            overlay = nil
            return nil
        case .alertDetail(_, let scroll)?:
            return await handleAlertDetailKey(key, scroll: scroll)
        case .addPlace(let prompt)?:
            await handleAddPlaceKey(key, prompt: prompt)
            return nil
        case .confirmDelete?:
            await handleConfirmDeleteKey(key)
            return nil
        case nil:
            return await handleDashboardKey(key)
        }
    }

    func handleDashboardKey(_ key: KeyEvent) async -> Int32? {
        switch key {
        case .left, .character("h"):
            await board.moveSelection(by: -1)
            resetAlertSelection()
        case .right, .character("l"):
            await board.moveSelection(by: 1)
            resetAlertSelection()
        case .character(let digit) where ("1"..."9").contains(digit):
            if let number = digit.wholeNumberValue, boardState.places.indices.contains(number - 1) {
                await board.select(index: number - 1)
                resetAlertSelection()
            }
        case .character("r"):
            guard let place = boardState.selectedPlace else { break }
            if isDemo {
                showStatus("Demo data does not change.")
            } else if let fetched = boardState.state(of: place).snapshot?.metadata.fetchDate,
                      Date().timeIntervalSince(fetched) < Board.minimumRefreshInterval {
                // The Board absorbs this refresh; say so rather than seem to ignore the key.
                showStatus("Updated just now.")
            }
            Task { await board.refresh(place) }
        case .character("R"):
            Task { await board.refreshAll() }
        case .up:
            moveAlertSelection(by: -1)
        case .down:
            moveAlertSelection(by: 1)
        case .enter:
            if !selectedAlerts.isEmpty { overlay = .alertDetail(index: selectedAlert) }
        case .character("o"):
            openSelectedAlert()
        case .character("a"):
            if isDemo {
                showStatus("Places are not saved in the demo.")
            } else {
                overlay = .addPlace(AddPlacePrompt())
            }
        case .character("d"):
            if isDemo {
                showStatus("Places are not saved in the demo.")
            } else if let place = boardState.selectedPlace {
                overlay = .confirmDelete(placeName: place.name)
            }
        case .character("u"):
            units = units.toggled
            showStatus("Units: \(units.rawValue)")
        case .character("t"):
            settings.theme = settings.themes.theme(after: settings.theme.name)
            showStatus("Theme: \(settings.theme.name)")
        case .character("?"):
            overlay = .help
        case .character("q"):
            return 0
        default:
            break
        }
        return nil
    }

    /// In the alert popup: ↑/↓ scroll a long description, ←/→ step between alerts.
    func handleAlertDetailKey(_ key: KeyEvent, scroll: Int) async -> Int32? {
        switch key {
        case .escape, .enter, .character("q"), .backspace:
            overlay = nil
        case .character("o"):
            openSelectedAlert()
        case .up, .character("k"):
            scrollAlertDetail(to: scroll - 1)
        case .down, .character("j"):
            scrollAlertDetail(to: scroll + 1)
        case .pageUp:
            scrollAlertDetail(to: scroll - 10)
        case .pageDown:
            scrollAlertDetail(to: scroll + 10)
        case .left, .character("h"):
            moveAlertSelection(by: -1)
            overlay = .alertDetail(index: selectedAlert)
        case .right, .character("l"):
            moveAlertSelection(by: 1)
            overlay = .alertDetail(index: selectedAlert)
        default:
            break
        }
        return nil
    }

    /// Clamped to the text on screen, so a held key never counts past the end.
    func scrollAlertDetail(to scroll: Int) {
        let limit = alertDetailMaximumScroll(currentModel(), size: currentSize())
        overlay = .alertDetail(index: selectedAlert, scroll: max(0, min(scroll, limit)))
    }

    func handleConfirmDeleteKey(_ key: KeyEvent) async {
        guard case .character(let answer) = key, answer == "y" || answer == "Y" else {
            overlay = nil
            return
        }
        overlay = nil
        guard let place = boardState.selectedPlace else { return }
        // Only a save that happened may say so; a failed one has shown why and kept the place.
        let deleted: Void? = await editSavedPlaces { saved in
            guard let index = saved.places.firstIndex(where: { $0.coordinateKey == place.coordinateKey }) else { return }
            saved.remove(at: index)
        }
        if deleted != nil { showStatus("Deleted \(place.name).") }
    }
}
