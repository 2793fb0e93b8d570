// swift-tools-version:6.0
import PackageDescription

// Linux only, on purpose: the package exists to render iOS transitions where there is no Mac.
// It imports Glibc, links Debian's libpng/FreeType/libwebp, and its `UIKit`, `QuartzCore` and
// `CoreGraphics` modules would collide with Apple's own on an Apple platform.
#if !os(Linux)
#error("render-transition builds on Linux only (it stands in for UIKit where UIKit does not exist)")
#endif

let package = Package(
    name: "render-transition",
    products: [
        .executable(name: "render-transition", targets: ["render-transition"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Transitions", targets: ["Transitions"]),
        .library(name: "TransitionOutputs", targets: ["TransitionOutputs"]),
        .library(name: "TransitionTesting", targets: ["TransitionTesting"]),
        // MARK: UIKit on Linux (issue 14): `import UIKit` code and its recorder
        .library(name: "UIKit", targets: ["UIKit", "QuartzCore", "CoreGraphics", "Accelerate"]),
        .library(name: "UIKitRecorder", targets: ["UIKitRecorder"]),
        .library(name: "TransitionCatalog", targets: ["TransitionCatalog"]),
    ],
    targets: [
        // MARK: System libraries (apt packages named as providers; README's `make` installs them)
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),

        // MARK: Pixel kernels built for a newer instruction set each and chosen at run time,
        // so the binary keeps baseline x86-64 as its CPU floor
        .target(name: "CRasterKernels", dependencies: ["CCPUFeatures"]),

        // MARK: The run-time CPU check both kernel targets (and Raster) ask, and the vector types
        // the C kernels are written in (rt_vectors.h; clang vector extensions, fast at -O0 too)
        .target(name: "CCPUFeatures"),

        // MARK: The deterministic deflate encoder, one file per stage (matching, Huffman, block
        // writer, Adler-32, the zlib stream); knows nothing of PNG
        .target(name: "CDeflate", dependencies: ["CCPUFeatures"]),

        // MARK: C glue: owns libpng's setjmp so no longjmp ever crosses a Swift frame; decodes the
        // common PNG without libpng (libdeflate's inflate), leaving everything else to it
        .target(name: "CPNGSupport", dependencies: ["CPNG", "CDeflate", "CCPUFeatures", "CLibDeflate"],
                linkerSettings: [.linkedLibrary("z")]),

        // MARK: Pixels
        .target(name: "Raster", dependencies: ["CPNGSupport", "CRasterKernels", "CDeflate", "CCPUFeatures", "CFreeType", "CLibDeflate"]),

        // MARK: The engine: the Core-Animation-shaped model (layers, animations, timing, the virtual
        // clock, presentation at time t), its renderer, scene files read as data, and recordings
        // (frozen presentation trees drawn on every core). No way of writing a transition of its
        // own: that is UIKit, above it. May import Raster.
        .target(name: "Transitions", dependencies: ["Raster"]),

        // MARK: What a recording becomes: PNG frames, APNG, animated WebP, GIF and MP4 (ffmpeg),
        // contact and comparison sheets, the docs gallery. May import Raster, Transitions, CWebP.
        .target(name: "TransitionOutputs", dependencies: ["Raster", "Transitions", "CWebP"]),

        // MARK: Golden testing for this package and for users' own recordings (strategies as
        // values) and screens (a UIKit view or controller at rest). May import Raster, Transitions,
        // TransitionOutputs, UIKit, UIKitRecorder.
        .target(name: "TransitionTesting", dependencies: ["Raster", "Transitions", "TransitionOutputs", "UIKit", "UIKitRecorder"]),

        // MARK: Command line (a library so tests reach every behaviour) and its thin executable; a
        // render is a TransitionCatalog recording. May import Raster, Transitions, TransitionOutputs,
        // TransitionCatalog.
        .target(name: "RenderTransitionCLI", dependencies: ["Raster", "Transitions", "TransitionOutputs", "TransitionCatalog", "UIKit"]),
        .executableTarget(name: "render-transition", dependencies: ["RenderTransitionCLI"]),

        // MARK: Benchmark (run in release mode; prints ratios against memcpy measured in the same run)
        .executableTarget(name: "rt-benchmark", dependencies: ["Raster", "Transitions", "TransitionOutputs", "UIKit", "UIKitRecorder", "UIKitDogfood", "TransitionCatalog", "RenderTransitionCLI"]),

        // MARK: UIKit on Linux (issue 14): faces over the engine, in Swift 5 mode because UIKit's
        // contract is main-thread confinement (global state such as UIScreen.main and the open
        // CATransactions), which ported code does not annotate for Swift 6.
        .target(name: "CoreGraphics", dependencies: ["Raster", "_Testing_CoreGraphics"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The (empty) cross-import overlay Swift Testing asks for when a test file imports both
        // Testing and this CoreGraphics; built whenever CoreGraphics is, so it is always found.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "Raster", "Transitions"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "Raster", "Transitions", "_Testing_UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Accelerate's vImage convolutions that UIKit code blurs snapshots with (vImage.swift's status line).
        .target(name: "Accelerate", swiftSettings: [.swiftLanguageMode(.v5)]),
        // Swift Testing's cross-import overlay for a module named UIKit, as for CoreGraphics above.
        .target(name: "_Testing_UIKit"),
        .target(name: "UIKitRecorder", dependencies: ["UIKit", "Raster", "Transitions"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // MARK: The catalog: every transition the package renders, each a UIKit animator (code a
        // user could paste into an iOS app), their registry, and the recording of a catalog entry
        // between a scene's screens. May import UIKit, QuartzCore, CoreGraphics; the registry and the
        // scene recording also Transitions, Raster and UIKitRecorder.
        .target(name: "TransitionCatalog", dependencies: ["UIKit", "QuartzCore", "CoreGraphics"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // App-style UIKit code written for this package (screens and transitions that are not the
        // catalog's), shared by the tests and the benchmark; not a product.
        .target(name: "UIKitDogfood", dependencies: ["UIKit", "TransitionCatalog"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "Accelerate", "UIKitRecorder", "UIKitDogfood", "Raster", "Transitions", "TransitionOutputs", "TransitionTesting"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),

        // MARK: Animated WebP output (issue 16): libwebp's WebPAnimEncoder, apt libwebp-dev.
        // The CLI writes WebP; the CLI tests decode it with libwebp's WebPAnimDecoder.
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),

        // MARK: The animated PNG's deflate (issue 16): libdeflate's near-optimal parser at level 10,
        // apt libdeflate-dev. Animations are written once and read many times; frame files keep CDeflate.
        .systemLibrary(name: "CLibDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),

        // MARK: Tests (TestSupport: what every test target shares: the seeded generator, approximate
        // equality, the floating-point blend reference)
        .target(name: "TestSupport", dependencies: ["Raster", "TransitionTesting"], path: "Tests/TestSupport"),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "TestSupport", "TransitionTesting"],
                    exclude: ["Text/__Goldens__"]),
        .testTarget(name: "TransitionsTests", dependencies: ["Transitions", "Raster", "TransitionTesting", "TestSupport"]),
        .testTarget(name: "TransitionOutputsTests", dependencies: ["TransitionOutputs", "Transitions", "Raster", "TransitionTesting", "TestSupport",
                                                                   "TransitionCatalog", "UIKitRecorder"]),
        .testTarget(name: "TransitionTestingTests", dependencies: ["TransitionTesting", "TransitionOutputs", "Transitions", "Raster", "TestSupport",
                                                                   "UIKit", "UIKitRecorder", "UIKitDogfood", "TransitionCatalog"],
                    exclude: ["__Goldens__"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "TransitionCatalogTests", dependencies: ["TransitionCatalog", "UIKit", "UIKitRecorder", "UIKitDogfood", "Transitions", "Raster", "TestSupport", "TransitionTesting"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "CLITests", dependencies: ["RenderTransitionCLI", "Raster", "TransitionOutputs", "TransitionTesting", "CWebP", "TestSupport"]),
        // A consumer package built against a tagged copy of this one, as users depend on it
        .testTarget(name: "PackageConsumerTests"),
    ]
)

// The catalog's registry and scene recording reach below UIKit (scenes, limits, the recorder).
package.targets.first { $0.name == "TransitionCatalog" }!.dependencies += ["Transitions", "Raster", "UIKitRecorder"]
