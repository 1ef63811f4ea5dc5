import Foundation
import WeatherCore

/// Every official warning service weatherboard asks, one row each. Facts marked in
/// docs/alert-sources.md (and ../shared/docs/alert-feeds.md) as verified come from the
/// service's own documentation; where a row is wrong, the fix is an edit here.
extension AlertService {
    /// The national services, in the order `weatherboard alerts` lists them and a place's
    /// warnings are asked for.
    public static let national: [AlertService] = [
        nws, metNorway, dwd, eccc, meteoAlarm, jma, metService, cma, hko, kma, ndma, pagasa, smn, inmet,
    ]

    /// Asked where no national service covers the place (`"alertFallback": false` turns it off).
    public static let fallback = fpas

    public static let nws = AlertService(
        identifier: "nws-alerts", name: .sourceNWSAlerts, issuer: "NWS", coverage: .coverageUnitedStatesTerritories,
        defaultURL: "https://api.weather.gov", overrideVariable: "WEATHERBOARD_NWS_URL",
        // NWS answers with `max-age=30`; a terminal dashboard gains nothing from asking more
        // often than once a minute, and the service asks clients not to hammer it.
        poll: AlertPollInterval(shortest: 60),
        languages: ["en"],
        attribution: WeatherAttribution(
            serviceName: "National Weather Service",
            legalPageURL: URL(string: "https://www.weather.gov/disclaimer") ?? URL(fileURLWithPath: "/"),
            legalText: "Data: NOAA/National Weather Service (weather.gov)"),
        disclaimer: nil, request: RequestShape(accept: "application/geo+json"),
        covers: NWSCoverage.covers, kind: .feed { _ in NWSAlertFeed() })

    public static let metNorway = AlertService(
        identifier: "met-alerts", name: .sourceMETNorwayAlerts, issuer: "MET Norway", coverage: .coverageNorwaySvalbard,
        defaultURL: "https://api.met.no", overrideVariable: "WEATHERBOARD_MET_URL",
        // The terms: "don't make more than one poll every 10 mins" for MetAlerts, and never
        // before the time in `Expires`.
        poll: AlertPollInterval(shortest: 10 * 60, announced: METNorwayService.expirationDate),
        languages: ["en", "no"], attribution: METNorwayService.attribution,
        disclaimer: nil, request: RequestShape(accept: "application/json"),
        covers: METAlertCoverage.covers, kind: .feed { _ in METAlertFeed() })

    public static let dwd = AlertService(
        identifier: "dwd-alerts", name: .sourceDWDWarnings, issuer: "DWD", coverage: .coverageGermany,
        defaultURL: "https://maps.dwd.de", overrideVariable: "WEATHERBOARD_DWD_URL",
        // DWD publishes changes within minutes; the service asks nothing specific, and 5 to 15
        // minutes is what its well-behaved clients poll at.
        poll: AlertPollInterval(shortest: 5 * 60, longest: 15 * 60),
        // German for German readers, DWD's own English for everyone else: the GeoServer places
        // and tells in German, Bright Sky (the companion) relays the English text of DWD's
        // multilingual CAP files (DWDEnglishAlertSource).
        languages: ["en", "de"],
        // The terms ask for this wording directly next to the information.
        attribution: WeatherAttribution(
            serviceName: "Quelle: Deutscher Wetterdienst",
            legalPageURL: URL(string: "https://www.dwd.de/") ?? URL(fileURLWithPath: "/")),
        disclaimer: nil, request: RequestShape(accept: "application/json"),
        covers: inCountries(["DE"]), kind: .source(DWDEnglishAlertSource.make),
        companion: DWDEnglishAlertSource.brightSky)

    public static let eccc = AlertService(
        identifier: "eccc-alerts", name: .sourceECCCAlerts, issuer: "ECCC", coverage: .coverageCanada,
        defaultURL: "https://api.weather.gc.ca", overrideVariable: "WEATHERBOARD_ECCC_URL",
        // No caching headers were seen; the usage policy asks for moderation and clients that
        // saturate the service can be blocked: at least 5 minutes, at most 15.
        poll: AlertPollInterval(shortest: 5 * 60, longest: 15 * 60),
        languages: ["en", "fr"],
        // The licence's own wording for the source note.
        attribution: WeatherAttribution(
            serviceName: "Data Source: Environment and Climate Change Canada",
            legalPageURL: URL(string: "https://eccc-msc.github.io/open-data/licence/readme_en") ?? URL(fileURLWithPath: "/"),
            legalText: "ECCC Data Servers End-use Licence"),
        // The usage policy forbids Cache-Control and Pragma no-cache; the client sends neither.
        disclaimer: nil, request: RequestShape(accept: "application/geo+json, application/json"),
        covers: inCountries(["CA"]), kind: .feed { ECCCAlertFeed(languages: $0) })

    public static let meteoAlarm = AlertService(
        identifier: "meteoalarm", name: .sourceMeteoAlarmWarnings, issuer: "MeteoAlarm", coverage: .coverageMeteoAlarmCountries,
        defaultURL: "https://feeds.meteoalarm.org", overrideVariable: "WEATHERBOARD_METEOALARM_URL",
        // The terms ask for real time (a delay under 5 minutes on average, never over 10), so the
        // feed is asked for every 5 minutes while the dashboard is open, and never sooner: the
        // feeds send no cache lifetime of their own, and a whole country is megabytes.
        poll: .every(5 * 60),
        languages: ["en"],
        attribution: WeatherAttribution(
            serviceName: MeteoAlarmAlertFeed.relayName,
            legalPageURL: URL(string: "https://www.meteoalarm.org") ?? URL(fileURLWithPath: "/")),
        // Clause 5 of MeteoAlarm's terms: to be published verbatim wherever its warnings are shown.
        disclaimer: "MeteoAlarm: Time delays between this website and the www.meteoalarm.org website are possible. "
            + "For the most up-to-date awareness information as published by the participating National "
            + "Meteorological and Hydrological Services, please refer to www.meteoalarm.org.",
        // A stormy day makes a country's feed large (Switzerland's was 9.4 MB); a feed cut at the
        // client's usual 8 MiB would read as a quiet day, so 32 MiB are allowed, and a minute for
        // megabytes over a slow link.
        request: RequestShape(accept: "application/json", timeout: 60, maximumBodySize: 32 * 1024 * 1024),
        covers: MeteoAlarmAlertFeed.covers, kind: .feed { MeteoAlarmAlertFeed(languages: $0) })

    /// MetService's RSS feed of its CAP messages (alert-feeds §7; fixtures in
    /// Tests/ProvidersTests/Fixtures/cap-feeds: the feed, its links straight to the CAP files,
    /// polygons and the CC BY 4.0 licence seen in a saved real feed).
    public static let metService = AlertService(
        identifier: "metservice-warnings", name: .sourceMetServiceWarnings, issuer: "MetService", coverage: .coverageNewZealand,
        defaultURL: "https://alerts.metservice.com", overrideVariable: "WEATHERBOARD_METSERVICE_URL",
        // No polling guidance is published (unverified): what DWD's and ECCC's well-behaved
        // clients do, 5 to 15 minutes by the response's own lifetime.
        poll: AlertPollInterval(shortest: 5 * 60, longest: 15 * 60),
        languages: ["en"],
        // The feed's own <copyright>: "Licensed under Creative Commons BY 4.0".
        attribution: WeatherAttribution(
            serviceName: "MetService (Meteorological Service of New Zealand)",
            legalPageURL: URL(string: "https://www.metservice.com/warnings/home") ?? URL(fileURLWithPath: "/"),
            legalText: "CC BY 4.0"),
        disclaimer: nil, request: RequestShape(accept: "application/rss+xml, application/xml, text/xml"),
        covers: inCountries(["NZ"]), kind: .capFeed(path: "/cap/rss"))

    /// India's National Disaster Management Authority's SACHET feed, where IMD's regional
    /// centres, the CWC and the states' disaster authorities publish. Confirmed on real payloads
    /// (Tests/ProvidersTests/Fixtures/cap-feeds, in-ndma-sachet): the national index of 31
    /// August 2026 (99 items linking `FetchXMLFile?identifier=<guid>`, the CAP file itself),
    /// Maharashtra's index of 28 August and four of their messages: `cap:`-prefixed CAP 1.2,
    /// `en-IN` and upper-case `MR` blocks in either order, no polygon but each district's name
    /// ("Pune,Satara districts of Maharashtra", placed by name within the state) or only their
    /// number ("5 districts of Maharashtra": could not be placed, in that state). Through
    /// SACHETFeedTests, Pune and Satara got the Pune warning in force, Mumbai and Delhi did
    /// not, a place known only by its coordinates was told it could not be placed, and a place
    /// in Dadra and Nagar Haveli got the national index's Dadra warning (its area names as
    /// Indian datasets write them: no geocoder's answer for it was seen). Unverified: the polling terms (an integration
    /// guide other clients quote asks for ETag caching; the firewall answers bursts with 403),
    /// so 10 to 30 minutes by the answer's own lifetime, and each message is fetched once.
    public static let ndma = AlertService(
        identifier: "ndma-warnings", name: .sourceNDMAWarnings, issuer: "NDMA", coverage: .coverageIndia,
        defaultURL: "https://sachet.ndma.gov.in", overrideVariable: "WEATHERBOARD_NDMA_URL",
        poll: AlertPollInterval(shortest: 10 * 60, longest: 30 * 60),
        // English and the states' languages: Marathi and Hindi were seen (Odia and Mizo titles
        // too, in the index).
        languages: ["en", "hi", "mr"],
        // The feed's own <copyright>: "public domain".
        attribution: WeatherAttribution(
            serviceName: "NDMA SACHET (National Disaster Management Authority, India)",
            legalPageURL: URL(string: "https://sachet.ndma.gov.in/") ?? URL(fileURLWithPath: "/"),
            legalText: "public domain"),
        disclaimer: nil, request: RequestShape(accept: "application/rss+xml, application/xml, text/xml"),
        covers: inCountries(["IN"]), kind: .capFeed(path: "/cap_public_website/rss/rss_india.xml"))

    /// Argentina's Servicio Meteorológico Nacional: its national index of CAP messages (RSS 2.0),
    /// confirmed on the real index of 3 October 2026 and three real messages
    /// (Tests/ProvidersTests/Fixtures/cap-feeds/ar-smn): both of its formats in one index,
    /// short-term warnings (`cap:` prefix, no language, valid for an hour or two from `sent`)
    /// and zone alerts (default namespace, Updates, empty area descriptions), each with one
    /// polygon, the entries' links being the CAP documents. Spanish only.
    public static let smn = AlertService(
        identifier: "smn-warnings", name: .sourceSMNWarnings, issuer: "SMN", coverage: .coverageArgentina,
        defaultURL: "https://ssl.smn.gob.ar", overrideVariable: "WEATHERBOARD_SMN_URL",
        // Short-term warnings last an hour or two: a poll at most every 5 minutes keeps them
        // useful; no polling guidance is published (unverified).
        poll: AlertPollInterval(shortest: 5 * 60, longest: 15 * 60),
        languages: ["es"],
        // The index's own <copyright>: "Licencia CC BY 4.0".
        attribution: WeatherAttribution(
            serviceName: "Servicio Meteorológico Nacional (Argentina)",
            legalPageURL: URL(string: "https://www.smn.gob.ar/") ?? URL(fileURLWithPath: "/"), legalText: "CC BY 4.0"),
        disclaimer: nil, request: RequestShape(accept: "application/rss+xml, application/xml, text/xml"),
        covers: inCountries(["AR"]), kind: .capFeed(path: "/CAP/AR.php"))

    /// The China Meteorological Administration's CAP messages as the WMO's alert hub mirrors
    /// them. Unconfirmed: no copy of the mirror's feed was found (one real message was: it
    /// carries county codes, no polygons, so a message is placed by its area's name, or said
    /// as could not be placed). FPAS stays asked in China until the feed is confirmed.
    public static let cma = AlertService(
        identifier: "cma-warnings", name: .sourceCMAWarnings, issuer: "CMA", coverage: .coverageChina,
        defaultURL: "https://alert-feed-worldweather-org.s3.amazonaws.com", overrideVariable: "WEATHERBOARD_CMA_URL",
        // A mirror of CMA's feed, updated as CMA publishes: at least 10 minutes apart.
        poll: AlertPollInterval(shortest: 10 * 60, longest: 30 * 60),
        languages: ["zh", "en"],
        attribution: WeatherAttribution(
            serviceName: "China Meteorological Administration (via WMO Severe Weather Information Centre)",
            legalPageURL: URL(string: "https://severeweather.wmo.int/") ?? URL(fileURLWithPath: "/")),
        disclaimer: nil, request: RequestShape(accept: "application/rss+xml, application/xml, text/xml"),
        covers: inCountries(["CN"]), kind: .capFeed(path: "/cn-cma-xx/rss.xml"), isConfirmed: false)

    /// JMA's own warnings, from the undocumented JSON its warnings page loads (2026 system,
    /// `/bosai/warning/data/r8/<office>.json`), placed with GSI's reverse geocoder (its
    /// companion, `WEATHERBOARD_GSI_URL`). See JMAAlertSource.
    public static let jma = AlertService(
        identifier: "jma-warnings", name: .sourceJMAWarnings, issuer: "JMA", coverage: .coverageJapan,
        defaultURL: "https://www.jma.go.jp", overrideVariable: "WEATHERBOARD_JMA_URL",
        // JMA's own warnings page reloads the office file every 10 minutes, and third-party
        // clients keep it as long; the file's own `max-age=60` must not make every dashboard ask
        // JMA each minute.
        poll: AlertPollInterval(shortest: 10 * 60, longest: 15 * 60),
        // Japanese; the area table adds English area names, the warning names are weatherboard's.
        languages: ["ja", "en"],
        // JMA's terms ask for the source to be named, such as "出典：気象庁ホームページ" (English
        // readers get it in English: JMAAlertSource.attribution).
        attribution: WeatherAttribution(
            serviceName: "出典：気象庁ホームページ",
            legalPageURL: URL(string: "https://www.jma.go.jp/jma/kishou/info/coment.html") ?? URL(fileURLWithPath: "/")),
        // Office files are tens of kilobytes; far more is not JMA's answer.
        disclaimer: nil, request: RequestShape(accept: "application/json", maximumBodySize: 4 * 1024 * 1024),
        covers: inCountries(["JP"]),
        kind: .source { service, inputs, endpoint in
            JMAAlertSource(
                service: service, transport: inputs.transport, endpoint: endpoint,
                geocoderEndpoint: Result { () throws(ConfigurationError) in try JMAAlertSource.geocoder.endpoint(environment: inputs.environment) },
                files: JMAFileStore(location: inputs.cache?.appending("jma")), languages: inputs.languages, clock: inputs.clock)
        },
        companion: JMAAlertSource.geocoder)

    // National CAP feeds not confirmed yet: the endpoint and format are leads from other
    // clients (../shared/docs/more-sources.md, Tests/ProvidersTests/Fixtures/cap-feeds/README.md),
    // no payload of theirs was found to test against. FPAS stays asked beside each, and a wrong
    // guess is a failure said on screen, never "no warnings"; confirming one is this row's edit
    // (`isConfirmed`), correcting one its endpoint or path. None publishes polling guidance that
    // was found: every 10 to 30 minutes by the answer's own lifetime.

    /// The Korea Meteorological Administration's CAP feed (English, by the lead).
    public static let kma = nationalCAPFeed(
        identifier: "kma-warnings", name: .sourceKMAWarnings, issuer: "KMA", coverage: .coverageSouthKorea,
        url: "https://www.weather.go.kr", path: "/w/rss/cap/warning.do", variable: "WEATHERBOARD_KMA_URL", languages: ["en", "ko"],
        credit: "Korea Meteorological Administration", page: "https://www.weather.go.kr/", countries: ["KR"])

    /// PAGASA's public alert feed (Atom entries link a web page and the CAP file: the CAP one is read).
    public static let pagasa = nationalCAPFeed(
        identifier: "pagasa-warnings", name: .sourcePAGASAWarnings, issuer: "PAGASA", coverage: .coveragePhilippines,
        url: "https://publicalert.pagasa.dost.gov.ph", path: "/feeds/", variable: "WEATHERBOARD_PAGASA_URL", languages: ["en"],
        credit: "PAGASA (Philippine Atmospheric, Geophysical and Astronomical Services Administration)",
        page: "https://www.pagasa.dost.gov.ph/", countries: ["PH"])

    /// Brazil's Instituto Nacional de Meteorologia: the warnings in force for the whole country
    /// as its alert portal loads them (INMETWarningFeed), confirmed on a real answer of 18 May
    /// 2026 (Tests/ProvidersTests/Fixtures/cap-feeds/br-inmet): each warning with a GeoJSON
    /// polygon written as text, its level in INMET's words, its window on Brasília's clock.
    /// INMET's CAP RSS, the earlier lead, was never seen; this JSON was. Unverified: polling
    /// guidance and terms of reuse (none found); the answer carries an icon per warning, so it
    /// runs to hundreds of kilobytes.
    public static let inmet = AlertService(
        identifier: "inmet-warnings", name: .sourceINMETWarnings, issuer: "INMET", coverage: .coverageBrazil,
        defaultURL: "https://apiprevmet3.inmet.gov.br", overrideVariable: "WEATHERBOARD_INMET_URL",
        // Warnings are issued a few times a day; 10 to 30 minutes by the answer's own lifetime.
        poll: AlertPollInterval(shortest: 10 * 60, longest: 30 * 60),
        languages: ["pt"],
        attribution: WeatherAttribution(
            serviceName: "INMET (Instituto Nacional de Meteorologia)",
            legalPageURL: URL(string: "https://portal.inmet.gov.br/") ?? URL(fileURLWithPath: "/")),
        // The saved answer with three warnings today and more tomorrow is 200 kB.
        disclaimer: nil, request: RequestShape(accept: "application/json", maximumBodySize: 32 * 1024 * 1024),
        covers: inCountries(["BR"]), kind: .feed { _ in INMETWarningFeed() })

    /// A national service's own RSS or Atom feed of CAP messages, not confirmed yet.
    private static func nationalCAPFeed(
        identifier: String, name: Phrase, issuer: String, coverage: Phrase, url: String, path: String, variable: String,
        languages: [String], credit: String, page: String, countries: Set<String>
    ) -> AlertService {
        AlertService(
            identifier: identifier, name: name, issuer: issuer, coverage: coverage, defaultURL: url, overrideVariable: variable,
            poll: AlertPollInterval(shortest: 10 * 60, longest: 30 * 60), languages: languages,
            attribution: WeatherAttribution(serviceName: credit, legalPageURL: URL(string: page) ?? URL(fileURLWithPath: "/")),
            disclaimer: nil, request: RequestShape(accept: "application/rss+xml, application/atom+xml, application/xml, text/xml"),
            covers: inCountries(countries), kind: .capFeed(path: path), isConfirmed: false)
    }

    /// The Hong Kong Observatory's open-data warning summary (HKOWarningFeed), and while warnings
    /// are in force its warning information for their texts (HKOWarningInfo). Verified from
    /// HKO's own pages (docs/alerts.md): its terms for re-disseminating its information
    /// (`/en/appweb/applink.htm`: non-commercial use, HKO acknowledged as the source, reproduced
    /// accurately). From its published API documentation as other projects quote it, not read
    /// here (unverified): the endpoint, `lang=en|tc|sc` and the answer's shape, which saved
    /// real answers confirm (Tests/ProvidersTests/Fixtures/cap-feeds/README.md).
    public static let hko = AlertService(
        identifier: "hko-warnings", name: .sourceHKOWarnings, issuer: "HKO", coverage: .coverageHongKong,
        defaultURL: "https://data.weather.gov.hk", overrideVariable: "WEATHERBOARD_HKO_URL",
        // HKO issues, upgrades and cancels signals as the weather changes, and a Black Rainstorm
        // or No. 8 signal decides whether people travel: asked every 5 minutes at the soonest, by
        // the answer's own lifetime up to 15. No polling guidance is published (unverified).
        poll: AlertPollInterval(shortest: 5 * 60, longest: 15 * 60),
        // English, and Chinese in Traditional ("tc") or Simplified ("sc") characters, chosen
        // from the user's languages by HKOWarningFeed.Language.
        languages: ["en", "zh"],
        // The terms ask that HKO be acknowledged as the source of the information.
        attribution: WeatherAttribution(
            serviceName: "Hong Kong Observatory",
            legalPageURL: URL(string: "https://www.hko.gov.hk/en/appweb/applink.htm") ?? URL(fileURLWithPath: "/")),
        // The summary is a few hundred bytes, the texts a few kilobytes (tens in a typhoon, in
        // Chinese); far more is not HKO's answer.
        disclaimer: nil, request: RequestShape(accept: "application/json", maximumBodySize: 1024 * 1024),
        covers: inCountries(["HK"]), kind: .feed { HKOWarningFeed(languages: $0) })

    public static let fpas = AlertService(
        identifier: "fpas-alerts", name: .sourceFPASAlerts, issuer: "FPAS", coverage: .coverageFPASElsewhere,
        defaultURL: "https://alerts.kde.org", overrideVariable: "WEATHERBOARD_FPAS_URL",
        // FPAS is run by volunteers and gives no polling guidance, and each poll may cost one
        // request per listed alert: at most every 10 minutes.
        poll: AlertPollInterval(shortest: 10 * 60),
        // It relays each issuer's own languages.
        languages: [],
        attribution: WeatherAttribution(
            serviceName: "FPAS (KDE)",
            legalPageURL: URL(string: "https://invent.kde.org/webapps/foss-public-alert-server/-/wikis/Terms-of-Service")
                ?? URL(fileURLWithPath: "/")),
        disclaimer: nil, request: RequestShape(accept: "application/json"),
        // FPAS covers a place only where no national source does (its source decides, from
        // the national sources it is built with).
        covers: { _ in true },
        kind: .source { _, inputs, endpoint in
            FPASAlertSource(
                transport: inputs.transport, endpoint: endpoint,
                files: CAPFileStore(location: inputs.cache?.appending("fpas-cap")),
                languages: inputs.languages, fallbackFor: inputs.nationalSources, clock: inputs.clock)
        })
}
