// swift-tools-version:6.0
import PackageDescription

// The pixel modules are always optimised: release builds drop checks (-Ounchecked), debug
// builds keep them (-O) but still run pixel loops fast enough for the golden suite to render
// hundreds of frames in seconds rather than minutes.
let fastMath: [SwiftSetting] = [
    .unsafeFlags(["-Ounchecked"], .when(configuration: .release)),
    .unsafeFlags(["-O"], .when(configuration: .debug)),
]

let package = Package(
    name: "render-transition",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "render-transition", targets: ["render-transition"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Transitions", targets: ["Transitions"]),
        .library(name: "TransitionTesting", targets: ["TransitionTesting"]),
    ],
    targets: [
        // MARK: System libraries (apt packages named as providers; README's `make` installs them)
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),

        // MARK: Pixel kernels built for a newer instruction set each and chosen at run time,
        // so the binary keeps baseline x86-64 as its CPU floor
        .target(name: "CRasterKernels", cSettings: [.unsafeFlags(["-O2", "-Wall", "-Wextra"])]),

        // MARK: C glue: owns libpng's setjmp so no longjmp ever crosses a Swift frame
        .target(name: "CPNGSupport", dependencies: ["CPNG", "CRasterKernels"],
                cSettings: [.unsafeFlags(["-O2", "-Wall", "-Wextra"])],
                linkerSettings: [.linkedLibrary("z")]),

        // MARK: Pixels
        .target(name: "Raster", dependencies: ["CPNGSupport", "CRasterKernels", "CFreeType"], swiftSettings: fastMath),

        // MARK: The Core-Animation-shaped model, the catalog and scenes
        .target(name: "Transitions", dependencies: ["Raster"], swiftSettings: fastMath),

        // MARK: Golden-image testing for this package and for users' own transitions
        .target(name: "TransitionTesting", dependencies: ["Raster", "Transitions"]),

        // MARK: Command line (a library so tests reach every behaviour) and its thin executable
        .target(name: "RenderTransitionCLI", dependencies: ["Raster", "Transitions", "CWebP"]),
        .executableTarget(name: "render-transition", dependencies: ["RenderTransitionCLI"]),

        // MARK: Benchmark (run in release mode; prints ratios against memcpy measured in the same run)
        .executableTarget(name: "rt-benchmark", dependencies: ["Raster", "Transitions", "RenderTransitionCLI"], swiftSettings: fastMath),

        // MARK: Animated WebP output (issue 16): libwebp's WebPAnimEncoder, apt libwebp-dev.
        // The CLI writes WebP; the CLI tests decode it with libwebp's WebPAnimDecoder.
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),

        // MARK: Tests
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "TransitionsTests", dependencies: ["Transitions", "Raster", "TransitionTesting"]),
        .testTarget(name: "CLITests", dependencies: ["RenderTransitionCLI", "Raster", "TransitionTesting", "CWebP"]),
    ]
)
