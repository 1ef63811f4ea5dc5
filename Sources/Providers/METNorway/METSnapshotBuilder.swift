import Foundation
import WeatherCore

/// Turns a Locationforecast time series into a `Snapshot`. The API has no daily section, so
/// days are derived here in the place's time zone:
/// - high and low: the extremes of the instant temperatures and of the 6-hour maxima and
///   minima of periods starting that day;
/// - condition: the weightiest 6-hour symbol of the day (thunder over snow over rain over
///   cloud over sun), so a day with an afternoon storm is not shown as sunny;
/// - precipitation chance: the highest probability sent for the day, and nil where the data
///   has none (outside the Nordic area it usually has none), never a guessed zero;
/// - precipitation amount: the sum of the hourly amounts, and of the 6-hour amounts once the
///   series is 6-hourly, over the periods starting that day from the first one sent (so today
///   counts from now); precipitation hours only for days sent hour by hour; snowfall nil,
///   since Locationforecast gives no snow amount;
/// - wind maximum: the strongest instant wind of the day's steps;
/// - sunrise and sunset: nil, because Locationforecast does not send them.
struct METSnapshotBuilder {
    /// MET Norway sends metres per second; snapshots hold km/h.
    static let kilometresPerHourPerMetrePerSecond = 3.6

    let place: Place
    let fetchDate: Date

    private struct Entry {
        let date: Date
        let data: METForecastResponse.EntryData
    }

    func snapshot(
        from response: METForecastResponse, expirationDate: Date, validators: HTTPValidators
    ) throws(ResponseDecodingError) -> Snapshot {
        let entries = (response.properties?.timeseries ?? [])
            .compactMap { entry -> Entry? in
                guard let date = ISO8601Timestamp.parse(entry.time), let data = entry.data else { return nil }
                return Entry(date: date, data: data)
            }
            .sorted { $0.date < $1.date }
        guard let first = entries.first else { throw ResponseDecodingError("the time series is empty") }
        let calendar = place.calendar

        let currentEntry = entries.last { $0.date <= fetchDate } ?? first
        let current = currentWeather(from: currentEntry, calendar: calendar)
        let metadata = SnapshotMetadata(
            provider: METNorwayForecastProvider.providerIdentifier, fetchDate: fetchDate,
            expirationDate: expirationDate, validators: validators)
        return try Snapshot(
            place: place, current: current, hourly: hours(from: entries, after: currentEntry.date, calendar: calendar),
            daily: days(from: entries, calendar: calendar), alerts: [], alertAvailability: .noSource,
            attributions: [METNorwayService.attribution], metadata: metadata
        ).rangeCheckedForDecoding()
    }

    private func currentWeather(from entry: Entry, calendar: Calendar) -> CurrentWeather {
        let details = entry.data.instant?.details
        let windSpeed = details?.windSpeed.map { $0 * Self.kilometresPerHourPerMetrePerSecond }
        let humidity = details?.relativeHumidity.map { $0 / 100 }
        return CurrentWeather(
            date: entry.date,
            temperature: details?.airTemperature,
            apparentTemperature: details?.airTemperature.map {
                ApparentTemperature.celsius(temperature: $0, windSpeed: windSpeed, humidity: humidity)
            },
            condition: symbol(of: entry)?.condition ?? .unknown,
            humidity: humidity,
            windSpeed: windSpeed,
            windDirection: details?.windFromDirection,
            windGust: details?.windSpeedOfGust.map { $0 * Self.kilometresPerHourPerMetrePerSecond },
            uvIndex: details?.ultravioletIndexClearSky.flatMap { JSONNumber.wholeNumber($0) },
            pressure: details?.airPressureAtSeaLevel,
            visibility: nil,
            isDaylight: isDaylight(entry, calendar: calendar))
    }

    /// Hourly steps only: once the series turns 6-hourly there is nothing hourly to show.
    private func hours(from entries: [Entry], after start: Date, calendar: Calendar) -> [HourWeather] {
        let firstHour = calendar.startOfHour(for: start)
        return entries
            .filter { $0.date >= firstHour && $0.data.next1Hours != nil }
            .prefix(Snapshot.hourCount)
            .map { entry in
                let details = entry.data.instant?.details
                let windSpeed = details?.windSpeed.map { $0 * Self.kilometresPerHourPerMetrePerSecond }
                return HourWeather(
                    date: entry.date,
                    temperature: details?.airTemperature,
                    apparentTemperature: details?.airTemperature.map {
                        ApparentTemperature.celsius(temperature: $0, windSpeed: windSpeed, humidity: details?.relativeHumidity.map { $0 / 100 })
                    },
                    condition: entry.data.next1Hours?.summary?.symbolCode.map { METSymbol($0).condition } ?? .unknown,
                    precipitationChance: entry.data.next1Hours?.details?.probabilityOfPrecipitation.map { $0 / 100 },
                    precipitationAmount: entry.data.next1Hours?.details?.precipitationAmount,
                    windSpeed: windSpeed,
                    windDirection: details?.windFromDirection,
                    windGust: details?.windSpeedOfGust.map { $0 * Self.kilometresPerHourPerMetrePerSecond },
                    isDaylight: isDaylight(entry, calendar: calendar))
            }
    }

    private func days(from entries: [Entry], calendar: Calendar) -> [DayWeather] {
        let today = calendar.startOfDay(for: fetchDate)
        let grouped = Dictionary(grouping: entries.filter { $0.date >= today }) { calendar.startOfDay(for: $0.date) }
        return grouped.keys.sorted().prefix(Snapshot.dayCount).compactMap { day in
            guard let dayEntries = grouped[day] else { return nil }
            return dayWeather(day, entries: dayEntries)
        }
    }

    private func dayWeather(_ day: Date, entries: [Entry]) -> DayWeather {
        var temperatures: [Double] = []
        var chances: [Double] = []
        var uvIndices: [Double] = []
        var sixHourSymbols: [METSymbol] = []
        var otherSymbols: [METSymbol] = []
        var amounts: [Double] = []
        var wetHours = 0
        var isHourByHour = true
        var windSpeeds: [Double] = []
        for entry in entries {
            let data = entry.data
            if let hourly = data.next1Hours {
                if let amount = hourly.details?.precipitationAmount {
                    amounts.append(amount)
                    if amount >= NextHourOutlook.wetThreshold { wetHours += 1 }
                }
            } else {
                isHourByHour = false
                if let amount = data.next6Hours?.details?.precipitationAmount { amounts.append(amount) }
            }
            if let wind = data.instant?.details?.windSpeed { windSpeeds.append(wind * Self.kilometresPerHourPerMetrePerSecond) }
            temperatures += [data.instant?.details?.airTemperature, data.next6Hours?.details?.airTemperatureMax,
                             data.next6Hours?.details?.airTemperatureMin].compactMap { $0 }
            chances += [data.next1Hours, data.next6Hours, data.next12Hours].compactMap { $0?.details?.probabilityOfPrecipitation }
            if let uv = data.instant?.details?.ultravioletIndexClearSky { uvIndices.append(uv) }
            if let code = data.next6Hours?.summary?.symbolCode { sixHourSymbols.append(METSymbol(code)) }
            otherSymbols += [data.next1Hours, data.next12Hours].compactMap { $0?.summary?.symbolCode.map(METSymbol.init) }
        }
        let candidates = sixHourSymbols.isEmpty ? otherSymbols : sixHourSymbols
        return DayWeather(
            date: day,
            lowTemperature: temperatures.min(),
            highTemperature: temperatures.max(),
            condition: candidates.max { $0.weight < $1.weight }?.condition ?? .unknown,
            precipitationChance: chances.max().map { $0 / 100 },
            sunrise: nil,
            sunset: nil,
            uvIndexMax: uvIndices.max(),
            precipitationAmount: amounts.isEmpty ? nil : amounts.reduce(0, +),
            windSpeedMax: windSpeeds.max(),
            precipitationHours: isHourByHour && !amounts.isEmpty ? Double(wetHours) : nil)
    }

    /// The entry's own symbol, the most precise first.
    private func symbol(of entry: Entry) -> METSymbol? {
        [entry.data.next1Hours, entry.data.next6Hours, entry.data.next12Hours]
            .lazy.compactMap { $0?.summary?.symbolCode }.first.map(METSymbol.init)
    }

    /// From the `_day`/`_night` variant of any of the entry's symbols, which MET computes from
    /// the sun's position (so polar day and polar night come out right); only when no symbol
    /// has a variant (rain, cloudy, fog) does the local clock decide.
    private func isDaylight(_ entry: Entry, calendar: Calendar) -> Bool {
        let variants = [entry.data.next1Hours, entry.data.next6Hours, entry.data.next12Hours]
            .compactMap { $0?.summary?.symbolCode.map(METSymbol.init)?.isDaylight }
        if let variant = variants.first { return variant }
        return (6..<18).contains(calendar.component(.hour, from: entry.date))
    }
}
