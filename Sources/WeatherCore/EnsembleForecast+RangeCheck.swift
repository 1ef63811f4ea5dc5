import Foundation

extension EnsembleForecast {
    /// The band as read back from a file, with every range no weather has (or out of order)
    /// and every impossible date dropped; nil when nothing usable is left. Applied to every
    /// record and snapshot read back from disk.
    public func rangeChecked() -> EnsembleForecast? {
        guard memberCount >= Ensemble.minimumMembers else { return nil }
        let checkedHours = hours.compactMap { hour -> EnsembleHour? in
            guard let date = PhysicalLimits.checked(hour.date) else { return nil }
            return EnsembleHour(
                date: date, temperature: hour.temperature?.checked(PhysicalLimits.temperature),
                precipitation: hour.precipitation?.checked(PhysicalLimits.precipitationPerHour),
                wetShare: PhysicalLimits.checked(hour.wetShare, PhysicalLimits.fraction))
        }
        let checkedDays = days.compactMap { day -> EnsembleDay? in
            guard let date = PhysicalLimits.checked(day.date) else { return nil }
            return EnsembleDay(
                date: date, high: day.high?.checked(PhysicalLimits.temperature), low: day.low?.checked(PhysicalLimits.temperature),
                precipitation: day.precipitation?.checked(PhysicalLimits.precipitationPerDay),
                wetShare: PhysicalLimits.checked(day.wetShare, PhysicalLimits.fraction))
        }
        guard checkedHours.contains(where: { $0.temperature != nil }) else { return nil }
        return EnsembleForecast(memberCount: memberCount, hours: checkedHours, days: checkedDays)
    }
}

extension EnsembleRange {
    /// The range when its three values lie in `limits` and in order, else nil.
    func checked(_ limits: ClosedRange<Double>) -> EnsembleRange? {
        guard [low, median, high].allSatisfy({ PhysicalLimits.checked($0, limits) != nil }),
              low <= median, median <= high
        else { return nil }
        return self
    }
}
