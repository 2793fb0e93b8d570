import Foundation
import Raster
import TransitionTesting

/// Shared helpers of the golden suites: fixture paths and scratch directories.
public enum GoldenSupport {
    /// fixtures/golden in this package.
    public static let goldenDirectory = GoldenPaths.path("fixtures/golden")

    /// A fresh empty directory under the system's temporary directory for tests that write goldens
    /// of their own. The caller removes it: `defer { try? FileManager.default.removeItem(atPath: dir) }`.
    public static func scratchDirectory(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "golden-\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The file name of a catalog golden frame: "forward-25.png", "reverse-100.png".
    public static func goldenName(reverse: Bool, fraction: Double) -> String {
        "\(reverse ? "reverse" : "forward")-\(Int((fraction * 100).rounded())).png"
    }

    /// A golden strategy reading a fixed environment instead of the process's.
    public static func strategy(_ environment: [String: String]) -> GoldenImage {
        var s = GoldenImage.png
        s.environment = { environment[$0] }
        return s
    }

    /// A small opaque test image: a horizontal gradient with a square of another colour.
    public static func sampleImage(width: Int = 24, height: Int = 16, square: PremultipliedColor = PremultipliedColor(r: 200, g: 30, b: 40, a: 255)) -> Pixmap {
        let p = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                p.pixels[y * width + x] = PremultipliedColor(r: UInt8(x * 255 / (width - 1)), g: 120, b: UInt8(y * 255 / (height - 1)), a: 255).packed
            }
        }
        for y in 4..<8 { for x in 4..<8 { p.pixels[y * width + x] = square.packed } }
        return p
    }
}
