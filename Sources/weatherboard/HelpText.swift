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
      weatherboard places add QUERY|LAT,LON [--name NAME]
      weatherboard places search QUERY        list matching places
      weatherboard places list                list saved places
      weatherboard places remove N|NAME       forget a saved place
      weatherboard places move N M            reorder saved places
      weatherboard providers                  list forecast providers, their status

    PLACE is a saved name, a number from `places list`, a search query, or LAT,LON.

    Options:
      --units metric|imperial   override the units chosen from the locale
      --icons emoji|unicode|ascii
      --theme NAME              default, light, high-contrast, solarized-dark,
                            no-color, or one of yours
      --provider NAME           open-meteo (default), met-norway, nws, weatherkit
      --width N --height N      size of --print output (default: the terminal's)
      -h, --help                show this help
      -V, --version             show the version

    Files: $XDG_CONFIG_HOME/weatherboard/config.json (provider, units, icons,
           theme, WeatherKit keys),
           $XDG_CONFIG_HOME/weatherboard/places.json (saved places),
           $XDG_CONFIG_HOME/weatherboard/themes/ (your themes),
           $XDG_CACHE_HOME/weatherboard/ (forecast cache).
    Official alerts: NWS (US) and MET Norway (Norway) whatever the provider.
    """
}
