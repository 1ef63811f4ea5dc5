import Foundation
import Testing
import WeatherCore

/// The path handed to system calls is the one `URL.path` gives, whatever the name holds.
@Suite("A file URL's path for system calls")
struct FileSystemPathTests {
    @Test(arguments: [
        "/tmp/weatherboard", "/home/a user/.cache/weatherboard/open-meteo/52.52,13.41.json",
        "/tmp/100% sure/x", "/tmp/Zürich/東京/🌧.json", "/tmp/a#b?c", "/",
    ])
    func isThePathOfTheURL(path: String) {
        let url = URL(fileURLWithPath: path)
        #expect(url.fileSystemPath == url.path)
        #expect(url.appendingPathComponent("name with space.json").fileSystemPath == url.appendingPathComponent("name with space.json").path)
    }
}
