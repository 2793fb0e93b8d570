// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for render-transition, kept in their own package so the root package's
// `swift build` / `swift test` never tries to link them: an executable whose only entry point is
// `LLVMFuzzerTestOneInput` links only with `--sanitize fuzzer`. Build and run with
// `scripts/fuzz.sh TARGET SECONDS` (see docs/reliability.md).
let package = Package(
    name: "render-transition-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "render-transition", path: ".."),
    ],
    targets: [
        // MARK: Shared helpers (turning fuzz bytes into values, traps that name the violation)
        .target(name: "FuzzSupport"),

        // MARK: One executable per fuzz target
        .executableTarget(name: "png-decode", dependencies: [
            "FuzzSupport", .product(name: "Raster", package: "render-transition"),
        ]),
        .executableTarget(name: "gesture-trace", dependencies: [
            "FuzzSupport", .product(name: "Transitions", package: "render-transition"),
        ]),
        .executableTarget(name: "scene-file", dependencies: [
            "FuzzSupport", .product(name: "Raster", package: "render-transition"),
            .product(name: "Transitions", package: "render-transition"),
        ]),
        .executableTarget(name: "scene-values", dependencies: [
            "FuzzSupport", .product(name: "Raster", package: "render-transition"),
            .product(name: "Transitions", package: "render-transition"),
        ]),
        .executableTarget(name: "rasterizer", dependencies: [
            "FuzzSupport", .product(name: "Raster", package: "render-transition"),
        ]),
    ]
)
