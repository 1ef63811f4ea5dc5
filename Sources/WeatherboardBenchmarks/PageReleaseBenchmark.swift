import Dashboard
import Foundation
import WeatherCore

/// What giving back the settled dashboard's code costs (`ResidentFilePages`, issue 24): the
/// release itself, and a frame rendered right after one, which maps back the code it runs,
/// beside the same frame with everything still mapped. Measured in this process, whose code
/// is the dashboard's (the same modules, statically linked in a release build).
enum PageReleaseBenchmark {
    static func run(model: DashboardModel, theme: Theme) {
        let size = TerminalSize(width: 100, height: 30)
        var released = 0
        measure("give back the program's code (ResidentFilePages)", runs: 50) {
            released &+= ResidentFilePages.releaseProgramCode()
        }.report()
        var cells = 0
        measure("render a 100x30 frame, code mapped", runs: 50, warmUp: 5) {
            cells &+= render(model, size: size, theme: theme).cells.count
        }.report()
        // The release is not part of the time: each run starts from it.
        var afterRelease: [Double] = []
        for _ in 0..<50 {
            ResidentFilePages.releaseProgramCode()
            let start = DispatchTime.now().uptimeNanoseconds
            cells &+= render(model, size: size, theme: theme).cells.count
            afterRelease.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        TimingResult(label: "render a 100x30 frame right after a release", samples: afterRelease).report()
        if cells == 0 || released == 0 { print("warning: nothing rendered or given back") }
    }
}
