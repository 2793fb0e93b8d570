// swift-tools-version:6.0
import PackageDescription

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
        .target(name: "CRasterKernels", dependencies: ["CCPUFeatures"]),

        // MARK: The run-time CPU check both kernel targets (and Raster) ask, and the vector types
        // the C kernels are written in (rt_vectors.h; clang vector extensions, fast at -O0 too)
        .target(name: "CCPUFeatures"),

        // MARK: The deterministic deflate encoder, one file per stage (matching, Huffman, block
        // writer, Adler-32, the zlib stream); knows nothing of PNG
        .target(name: "CDeflate", dependencies: ["CCPUFeatures"]),

        // MARK: C glue: owns libpng's setjmp so no longjmp ever crosses a Swift frame
        .target(name: "CPNGSupport", dependencies: ["CPNG", "CDeflate", "CCPUFeatures"],
                linkerSettings: [.linkedLibrary("z")]),

        // MARK: Pixels
        .target(name: "Raster", dependencies: ["CPNGSupport", "CRasterKernels", "CDeflate", "CCPUFeatures", "CFreeType"]),

        // MARK: The Core-Animation-shaped model, the catalog and scenes
        .target(name: "Transitions", dependencies: ["Raster"]),

        // MARK: Golden-image testing for this package and for users' own transitions
        .target(name: "TransitionTesting", dependencies: ["Raster", "Transitions"]),

        // MARK: Command line (a library so tests reach every behaviour) and its thin executable
        .target(name: "RenderTransitionCLI", dependencies: ["Raster", "Transitions"]),
        .executableTarget(name: "render-transition", dependencies: ["RenderTransitionCLI"]),

        // MARK: Benchmark (run in release mode; prints ratios against memcpy measured in the same run)
        .executableTarget(name: "rt-benchmark", dependencies: ["Raster", "Transitions"]),

        // MARK: Tests
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "TransitionsTests", dependencies: ["Transitions", "Raster", "TransitionTesting"]),
        .testTarget(name: "CLITests", dependencies: ["RenderTransitionCLI", "Raster", "TransitionTesting"]),
    ]
)
