import Dashboard

extension GraphicsProbe {
    /// The answers in `bytes` as the dashboard's input would read them, keys typed meanwhile
    /// ignored.
    public static func read(_ bytes: [UInt8]) -> GraphicsProbe {
        var decoder = KeyDecoder()
        var probe = GraphicsProbe()
        for case .reply(let reply) in decoder.decode(bytes) { probe.take(reply) }
        return probe
    }
}
