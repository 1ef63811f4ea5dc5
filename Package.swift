// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "weatherboard",
    products: [
        .executable(name: "weatherboard", targets: ["weatherboard"]),
        .executable(name: "weatherboard-benchmarks", targets: ["WeatherboardBenchmarks"]),
    ],
    targets: [
        // System libraries: a modulemap and a shim header each, nothing else.
        .systemLibrary(
            // No pkgConfig: it would link libcurl, which LibCurl.swift opens only when a
            // transfer needs it (the headers are in the default include path).
            name: "CCurl", path: "Sources/CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(
            // No pkgConfig: SwiftPM rejects its -D flags with a warning; the shim defines them.
            name: "CNcurses", path: "Sources/CNcurses",
            providers: [.apt(["libncurses-dev"])]),
        .systemLibrary(
            // No pkgConfig either: it would link libcrypto, opened only for a WeatherKit key.
            name: "CCrypto", path: "Sources/CCrypto",
            providers: [.apt(["libssl-dev"])]),
        .systemLibrary(
            // No pkgConfig: it would link libpng and zlib, which LibPNG.swift opens only when
            // the first radar tile is decoded (png.h is in the default include path).
            name: "CPNG", path: "Sources/CPNG",
            providers: [.apt(["libpng-dev"])]),
        // glibc's malloc.h: links nothing beyond libc.
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        // glibc's spawn and prctl extras for the children we start: links nothing beyond libc.
        .systemLibrary(name: "CProcess", path: "Sources/CProcess"),

        .target(name: "WeatherCore"),
        .target(name: "Providers", dependencies: ["WeatherCore", "CCurl", "CCrypto", "CProcess"]),
        .target(name: "Dashboard", dependencies: ["WeatherCore"]),
        .target(name: "Interaction", dependencies: ["WeatherCore", "Dashboard"]),
        .target(name: "Terminal", dependencies: ["WeatherCore", "Dashboard", "CNcurses", "CProcess"]),
        // The precipitation radar map (issue 22): projection, tiles, the frame list.
        .target(name: "Radar", dependencies: ["WeatherCore", "Providers", "Dashboard", "CPNG"]),
        .executableTarget(
            name: "weatherboard",
            dependencies: ["WeatherCore", "Providers", "Dashboard", "Interaction", "Terminal", "Radar", "CMalloc"]),
        .executableTarget(
            name: "WeatherboardBenchmarks",
            // TestSupport for its loopback HTTP server, which answers the network refresh.
            dependencies: ["WeatherCore", "Providers", "Dashboard", "Radar", "TestSupport"]),

        // Test helpers: a loopback HTTP server and process/tmux drivers.
        .target(name: "TestSupport", dependencies: ["WeatherCore", "Dashboard", "CProcess"], path: "Tests/TestSupport"),
        .testTarget(name: "WeatherCoreTests", dependencies: ["WeatherCore", "TestSupport"]),
        .testTarget(
            name: "ProvidersTests", dependencies: ["Providers", "WeatherCore", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "DashboardTests", dependencies: ["Dashboard", "WeatherCore", "TestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "InteractionTests", dependencies: ["Interaction", "Dashboard", "Terminal", "WeatherCore", "TestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Dashboard", "WeatherCore"]),
        .testTarget(
            name: "RadarTests", dependencies: ["Radar", "Providers", "Dashboard", "WeatherCore", "TestSupport"],
            exclude: ["Fixtures", "Snapshots"]),
        // The binary's own module too: the command-line table holds the man page and the
        // completions to it.
        .testTarget(
            name: "CLITests", dependencies: ["TestSupport", "WeatherCore", "Dashboard", "weatherboard"], exclude: ["Snapshots"]),
        .testTarget(name: "FuzzTests", dependencies: ["Providers", "Dashboard", "WeatherCore", "TestSupport"]),
    ]
)
