import Foundation
import WeatherCore

/// INMET's warnings in force, as its alert portal loads them (`/avisos/ativos` on
/// apiprevmet3.inmet.gov.br): `{"hoje": […], "futuro": […]}`, today's warnings and those that
/// start later. Each warning has its CAP identifier (`codigo`), its event (`descricao`, "Chuvas
/// Intensas"), its level (`severidade` "Perigo Potencial", "Perigo", "Grande Perigo", with
/// `id_severidade`), its window on Brasília's wall clock (`inicio`, `fim`: "2026-05-18 08:55"),
/// its area as a GeoJSON polygon written as text (`poligono`), the states and municipalities it
/// covers, the risks and what to do (`riscos`, `instrucoes`), and `encerrado` once it has been
/// ended early. It also carries a PNG icon of several kilobytes, which is not read.
struct INMETWarningResponse: Decodable, Sendable {
    var today: [Warning]
    var later: [Warning]

    private enum CodingKeys: String, CodingKey {
        case today = "hoje", later = "futuro"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Both lists are what makes the answer INMET's; either may be empty.
        guard container.contains(.today) || container.contains(.later) else {
            throw DecodingError.keyNotFound(CodingKeys.today, DecodingError.Context(codingPath: [], debugDescription: "neither hoje nor futuro"))
        }
        today = try container.decodeIfPresent(Lenient.self, forKey: .today)?.warnings ?? []
        later = try container.decodeIfPresent(Lenient.self, forKey: .later)?.warnings ?? []
    }

    /// One warning. Every field is optional: a warning INMET writes differently costs only its
    /// own fields, and one without an area or a window is left to the source's rules.
    struct Warning: Decodable, Sendable {
        var code: String?
        var event: String?
        var level: String?
        var levelNumber: Int?
        var start: String?
        var end: String?
        var polygon: String?
        var states: String?
        var risks: [String]?
        var instructions: [String]?
        var ended: Bool?

        private enum CodingKeys: String, CodingKey {
            case code = "codigo", event = "descricao", level = "severidade", levelNumber = "id_severidade"
            case start = "inicio", end = "fim", polygon = "poligono", states = "estados"
            case risks = "riscos", instructions = "instrucoes", ended = "encerrado"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            code = try? container.decodeIfPresent(String.self, forKey: .code)
            event = try? container.decodeIfPresent(String.self, forKey: .event)
            level = try? container.decodeIfPresent(String.self, forKey: .level)
            levelNumber = try? container.decodeIfPresent(Int.self, forKey: .levelNumber)
            start = try? container.decodeIfPresent(String.self, forKey: .start)
            end = try? container.decodeIfPresent(String.self, forKey: .end)
            polygon = try? container.decodeIfPresent(String.self, forKey: .polygon)
            states = try? container.decodeIfPresent(String.self, forKey: .states)
            risks = (try? container.decodeIfPresent([String?].self, forKey: .risks))?.compactMap { $0 }
            instructions = (try? container.decodeIfPresent([String?].self, forKey: .instructions))?.compactMap { $0 }
            ended = try? container.decodeIfPresent(Bool.self, forKey: .ended)
        }
    }

    /// A list whose elements are read one by one, so that an element that is not a warning
    /// (a number, null) is stepped over rather than failing the answer.
    private struct Lenient: Decodable {
        var warnings: [Warning] = []

        init(from decoder: any Decoder) throws {
            var list = try decoder.unkeyedContainer()
            while !list.isAtEnd {
                if let warning = try? list.decode(Warning.self) {
                    warnings.append(warning)
                } else {
                    _ = try? list.decode(Skipped.self)
                }
            }
        }
    }

    /// Any JSON value, read and dropped.
    private struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    static func decode(_ data: Data) throws(ResponseDecodingError) -> INMETWarningResponse {
        try ResponseDecodingError.decode(INMETWarningResponse.self, from: data)
    }
}
