import WeatherCore

extension Theme {
    /// An air-quality category in the colours of warnings of like weight, so both scales and
    /// every theme share them: the best category plain, then minor, moderate, severe, extreme.
    func airQualityStyle(_ reading: AirQualityReading) -> CellStyle {
        switch reading.level {
        case ...0: textStyle
        case 1: severityStyle(.minor)
        case 2: severityStyle(.moderate)
        case 3: severityStyle(.severe)
        default: severityStyle(.extreme)
        }
    }
}
