// swift-tools-version:6.0
import PackageDescription

/// ncurses is `ncursesw` on Linux (the wide-character build) and plain `ncurses` on macOS,
/// where the system library already has the wide-character API.
let cursesLinkage: [LinkerSetting] = [
    .linkedLibrary("ncursesw", .when(platforms: [.linux])),
    .linkedLibrary("ncurses", .when(platforms: [.macOS])),
]

let package = Package(
    name: "shopterm",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "shopterm", targets: ["shopterm"]),
        .executable(name: "shopterm-bench", targets: ["shopterm-bench"]),
        .library(name: "StoreKitCore", targets: ["StoreKitCore"]),
        .library(name: "StoreKitDemo", targets: ["StoreKitDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/GraphQLSwift/GraphQL", from: "4.3.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // System libraries name the packages that provide them (scripts/setup.sh installs them).
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
        .systemLibrary(name: "CQRencode", providers: [.apt(["libqrencode-dev"]), .brew(["qrencode"])]),
        // libcurl's headers (Debian: libcurl4-openssl-dev) at build time; the library is loaded at run time.
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // PNG/JPEG/WebP decoders and libchafa (Debian: libpng-dev, libturbojpeg0-dev, libwebp-dev at build
        // time; libchafa0 and the decoders are loaded at run time).
        .target(name: "CImages", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // The C library's wcwidth, in a UTF-8 locale of its own.
        .target(name: "CWidth"),
        // serve-ssh's shoppers' database: SQLite or PostgreSQL (Debian: libsqlite3-dev, libpq-dev at build
        // time; libsqlite3-0 and libpq5 are loaded at run time, by a server that keeps carts).
        .target(name: "CShopperDB", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // Restores the terminal if shopterm dies of a fatal signal while curses runs.
        .target(name: "CTerminalGuard"),
        // The storefront workers' end of serve-ssh's per-session relay. The relay itself
        // (Sources/CSessionRelay) is plain C built by scripts/build-relay.sh with the C compiler:
        // linked by swiftc, it would carry the Swift runtime, a megabyte more in every session.
        .target(name: "CSessionPassing"),
        .target(
            name: "StoreKitCore",
            dependencies: [
                "CCurl",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "LoopbackHTTP", dependencies: ["StoreKitCore"]),
        // What a GraphQL request costs by Shopify's rules, over an SDL schema (the demo store
        // enforces it; `shopterm operations` reports it).
        .target(name: "StorefrontCost", dependencies: ["StoreKitCore", .product(name: "GraphQL", package: "GraphQL")]),
        // The demo store, a product of its own (DemoStore/README.md): a Shopify store in process or over HTTP.
        .target(
            name: "StoreKitDemo",
            dependencies: [
                "StoreKitCore",
                "LoopbackHTTP",
                "CImages",
                "StorefrontCost",
                .product(name: "GraphQL", package: "GraphQL"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            path: "DemoStore/Sources/StoreKitDemo"
        ),
        // Product pictures for a terminal: decoding, fitting to cells, the terminal's picture protocol.
        .target(name: "TerminalPictures", dependencies: ["CImages"]),
        .target(name: "ShopTermUI", dependencies: ["StoreKitCore", "TerminalPictures", "CQRencode", "CWidth"]),
        .target(
            name: "ShopTermApp",
            dependencies: ["LoopbackHTTP", "ShopTermUI", "StoreKitCore", "TerminalPictures", .product(name: "Logging", package: "swift-log")]
        ),
        // serve-ssh: the host it prepares and runs (sshd, the workers), the storefront workers,
        // and a shopper's way from their hello to a running storefront (ServingPipeline.swift).
        .target(
            name: "ShopTermServing",
            dependencies: [
                "CSessionPassing", "CShopperDB", "ShopTermApp", "ShopTermUI", "StoreKitCore", "TerminalPictures",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),

        // The demo store as the app's embedded store: what shopterm and the headless storefront open.
        .target(name: "DemoStoreEmbedding", dependencies: ["ShopTermApp", "StoreKitCore", "StoreKitDemo"]),
        .executableTarget(
            name: "shopterm-bench",
            dependencies: [
                "ShopTermApp",
                "ShopTermUI",
                "StoreKitCore",
                "StoreKitDemo",
                "StorefrontHarness",
                "TerminalPictures",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The command line: the argument parser's declarations, the curses screen, the printing
        // (as SwiftPM's `Commands` library); `shopterm` is its entry point.
        .target(
            name: "ShopTermCommands",
            dependencies: [
                "CNcurses",
                "CTerminalGuard",
                "DemoStoreEmbedding",
                "ShopTermApp",
                "ShopTermServing",
                "ShopTermUI",
                "StoreKitCore",
                "StoreKitDemo",
                "StorefrontCost",
                "TerminalPictures",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            linkerSettings: cursesLinkage
        ),
        .executableTarget(
            name: "shopterm",
            dependencies: ["ShopTermCommands", "StoreKitCore", .product(name: "Logging", package: "swift-log")],
            linkerSettings: cursesLinkage
        ),
        .target(name: "StoreKitTestSupport", dependencies: ["StoreKitCore"], path: "Tests/StoreKitTestSupport"),
        // The storefront without a terminal, against a demo store in process: what the benchmarks
        // and the soak test drive.
        .target(
            name: "StorefrontHarness",
            dependencies: [
                "DemoStoreEmbedding", "ShopTermApp", "ShopTermUI", "StoreKitCore", "StoreKitDemo", "TerminalPictures",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/StorefrontHarness"
        ),
        // StoreKitCore's client before the demo store: the one test-support adapter between the two.
        .target(name: "DemoStoreTestSupport", dependencies: ["StoreKitCore", "StoreKitDemo"], path: "DemoStore/Tests/DemoStoreTestSupport"),
        // The client's tests; `DemoStoreIntegration/` drives it against the demo store as a peer.
        .testTarget(
            name: "StoreKitCoreTests",
            dependencies: [
                "StoreKitCore", "StoreKitTestSupport", "LoopbackHTTP", "StoreKitDemo", "DemoStoreTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]),
        // The demo store's own rules, asked as a real client would.
        .testTarget(
            name: "StoreKitDemoTests",
            dependencies: [
                "StoreKitDemo", "StoreKitCore", "StoreKitTestSupport", "DemoStoreTestSupport", "StorefrontCost",
                .product(name: "GraphQL", package: "GraphQL"),
            ],
            path: "DemoStore/Tests/StoreKitDemoTests",
            exclude: ["Fixtures"]),
        .testTarget(name: "TerminalPicturesTests", dependencies: ["TerminalPictures"], exclude: ["Golden"]),
        .testTarget(name: "ShopTermUITests", dependencies: ["ShopTermUI", "StoreKitCore", "StoreKitTestSupport", "TerminalPictures"]),
        .testTarget(
            name: "ShopTermServingTests",
            dependencies: [
                "ShopTermServing", "ShopTermApp", "ShopTermUI", "StoreKitCore", "StoreKitDemo", "StoreKitTestSupport", "StorefrontHarness",
                "TerminalPictures",
            ]),
        .testTarget(
            name: "ShopTermAppTests",
            dependencies: [
                "DemoStoreEmbedding", "ShopTermApp", "ShopTermServing", "ShopTermUI", "StoreKitCore", "StoreKitDemo", "StoreKitTestSupport",
                "StorefrontHarness", "TerminalPictures",
            ]),
        .executableTarget(name: "cartfile-torture", dependencies: ["StoreKitCore"], path: "Tests/Tools/cartfile-torture"),
        // The command line in process (the binary itself is `shoptermTests`').
        .testTarget(
            name: "ShopTermCommandsTests",
            dependencies: [
                "ShopTermCommands", "ShopTermApp", "StoreKitCore", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(
            name: "shoptermTests",
            dependencies: ["shopterm", "cartfile-torture", "StoreKitCore", "StoreKitTestSupport", "CTerminalGuard", "LoopbackHTTP"]),
    ],
    swiftLanguageModes: [.v6]
)
