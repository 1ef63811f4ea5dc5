import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// A saved place keeps its administrative names in English and in its country's languages,
/// because national warnings name their areas the local way ("Noord-Holland").
@Suite("Local area names")
struct LocalAreaNameTests {
    static let englishResult = #"""
        {"results":[{"id":2759794,"name":"Amsterdam","latitude":52.37403,"longitude":4.88969,"country_code":"NL",
          "timezone":"Europe/Amsterdam","country":"Netherlands","admin1":"North Holland","admin2":"Gemeente Amsterdam"}]}
        """#
    static let dutchResults = #"""
        {"results":[
          {"id":1,"name":"Amsterdam","latitude":12.2,"longitude":-69.0,"country_code":"NL","admin1":"Bonaire"},
          {"id":2759794,"name":"Amsterdam","latitude":52.37403,"longitude":4.88969,"country_code":"NL",
           "timezone":"Europe/Amsterdam","country":"Nederland","admin1":"Noord-Holland","admin2":"Gemeente Amsterdam"}]}
        """#

    func provider(_ server: LocalHTTPServer) -> OpenMeteoProvider {
        let endpoint = ServiceEndpoint(baseURL: server.baseURL, isOverridden: true)
        return OpenMeteoProvider(transport: CurlHTTPClient(), forecastEndpoint: endpoint, geocodingEndpoint: endpoint)
    }

    @Test func searchResultsCarryEveryAdministrativeLevel() throws {
        let places = try OpenMeteoGeocodingResponse.decode(Data(Self.englishResult.utf8)).places
        #expect(places.first?.administrativeAreas == ["North Holland", "Gemeente Amsterdam"])
    }

    @Test func savingAddsTheNamesInTheCountrysLanguageFromTheSameSpot() async throws {
        let server = try LocalHTTPServer { request in
            .json(200, request.queryValue("language") == "nl" ? Self.dutchResults : Self.englishResult)
        }
        defer { server.stop() }
        let provider = provider(server)
        let found = try #require(try await provider.searchPlaces(matching: "Amsterdam", limit: 1).first)
        let saved = await provider.addingLocalAreaNames(to: found)
        #expect(saved.administrativeAreas == ["North Holland", "Gemeente Amsterdam", "Noord-Holland"])
        let local = try #require(server.requests.last)
        #expect(local.queryValue("language") == "nl")
        #expect(local.queryValue("countryCode") == "NL")
        #expect(local.queryValue("name") == "Amsterdam")
    }

    @Test func aFailedLookupKeepsThePlaceAsItWas() async throws {
        let server = try LocalHTTPServer { request in
            request.queryValue("language") == "nl" ? .status(500) : .json(200, Self.englishResult)
        }
        defer { server.stop() }
        let provider = provider(server)
        let found = try #require(try await provider.searchPlaces(matching: "Amsterdam", limit: 1).first)
        #expect(await provider.addingLocalAreaNames(to: found) == found)
    }
}
