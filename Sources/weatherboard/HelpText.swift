import Providers

enum HelpText {
    static let version = "weatherboard \(ProviderIdentity.version)"

    /// One screen: what the program does, every command and option, and the files it uses.
    static let usage = """
    weatherboard — a terminal weather dashboard

    Usage:
      weatherboard [PLACE]                    open the dashboard (keys: ? for help)
      weatherboard --json [PLACE]             print the forecast as JSON
      weatherboard --print [PLACE]            print the dashboard once and exit
      weatherboard --demo [--print] [PLACE]   show bundled sample data, no network
      weatherboard --oneline|--waybar [PLACE] status-bar line (or Waybar JSON) from
                                              the cache; refreshed in the background
      weatherboard places add QUERY|LAT,LON [--name NAME]
      weatherboard places search QUERY        list matching places
      weatherboard places list [--names]      list saved places (or just names)
      weatherboard places remove N|NAME       forget a saved place
      weatherboard places move N M            reorder saved places
      weatherboard providers                  list forecast providers, their status
      weatherboard alerts | languages         list alert sources, or the languages

    PLACE is a saved name, a number from `places list`, a search query, or LAT,LON.

    Options:
      --units UNITS             metric, imperial, QUANTITY=UNIT (imperial,wind=kn)
      --icons emoji|unicode|ascii --theme NAME (default, light, high-contrast,
                                solarized-dark, no-color, or one of yours)
      --provider NAME           open-meteo (default), met-norway, nws, weatherkit
      --lang CODE               language: en, de, ja, zh-Hant, … (default: locale)
      --width N --height N      size of --print output (default: the terminal's)
      --format STRING           {place} {icon} {condition} {temperature} {feels}
                                {wind} {precipitation} {nexthour} {alert} {age}
      -h, --help, -V, --version show this help, or the version

    Files: $XDG_CONFIG_HOME/weatherboard/config.json (provider, units, icons,
           theme, language, notify, minimumAlertSeverity, alertFallback,
           airQualityIndex, WeatherKit keys),
           $XDG_CONFIG_HOME/weatherboard/places.json (saved places),
           $XDG_CONFIG_HOME/weatherboard/themes/ (your themes),
           $XDG_CACHE_HOME/weatherboard/ (forecast cache).
    Official alerts come from national services whatever the provider, and
    elsewhere from FPAS (beta, run by KDE volunteers; "alertFallback": false in
    config.json turns it off); see weatherboard alerts.
    """
}
