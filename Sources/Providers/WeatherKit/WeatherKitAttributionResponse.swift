import Foundation

/// `GET /attribution/{language}`: branding for the service. Only the name is used; the logo
/// paths are images a terminal cannot show.
struct WeatherKitAttributionResponse: Decodable, Sendable {
    var serviceName: String?

    /// The trimmed service name, or nil when the body is not the expected JSON.
    static func serviceName(from data: Data) -> String? {
        guard let decoded = try? JSONDecoder().decode(WeatherKitAttributionResponse.self, from: data),
              let name = decoded.serviceName?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty
        else { return nil }
        // The name ends up on the attribution line: keep it to one short line.
        return String(name.prefix(80)).replacingOccurrences(of: "\n", with: " ")
    }
}
