import Foundation
import Raster
import TransitionTesting
import Transitions
@testable import TransitionCatalog

/// One case of fixtures/reference/ (frames rendered independently of this project): its
/// parameters from case.json and where its images are.
struct ReferenceCase: Decodable, Sendable, CustomStringConvertible {
    let transition: String
    let W: Double
    let H: Double
    let S: Double
    let fps: Int
    let duration: Double
    let trigger: [Double]?
    let frame_count: Int
    let frame_times: [Double]
    /// The case's folder (set after decoding).
    var directory = ""

    private enum CodingKeys: String, CodingKey { case transition, W, H, S, fps, duration, trigger, frame_count, frame_times }

    var description: String { (directory as NSString).lastPathComponent }

    /// The three shared cases, by folder name.
    static let folders = ["1-circle-mask", "2-rectangle-offset", "3-cross-dissolve"]

    /// Reads `fixtures/reference/<folder>/case.json`; errors name the file.
    static func load(_ folder: String) throws -> ReferenceCase {
        let directory = GoldenPaths.path("fixtures/reference/\(folder)")
        let file = directory + "/case.json"
        guard let data = FileManager.default.contents(atPath: file) else {
            throw GoldenFailure("cannot read \(file); copy it from /work/shared/reference/\(folder)")
        }
        var c = try JSONDecoder().decode(ReferenceCase.self, from: data)
        c.directory = directory
        return c
    }

    /// The trigger rectangle in points, if the case has one.
    var triggerRect: Rect? {
        guard let t = trigger, t.count == 4 else { return nil }
        return Rect(x: t[0], y: t[1], width: t[2], height: t[3])
    }

    /// The bar on each channel's mean absolute difference: 0.5, and 1 for the two-layer
    /// cross-dissolve (see ReferenceComparisonTests).
    var maxMeanAbsolute: Double { transition == "cross-dissolve" ? 1.0 : ReferenceMetrics.maxMeanAbsolute }

    func framePath(_ i: Int) -> String { directory + "/" + String(format: "frame-%04d.png", i) }

    /// The case as our pipeline sees it: the two screenshots at scale S in UIKit image views,
    /// the case's transition and trigger (the catalog's own, cross-dissolve included: both views
    /// fade on curve 7, as the case now describes it), recorded at the case's frame rate.
    func recording() throws -> SceneRecording {
        let from = try PNG.read(contentsOf: directory + "/from.png")
        let to = try PNG.read(contentsOf: directory + "/to.png")
        let pair = try ScreenshotScene.prepare(from: from, fromName: "from.png", to: to, toName: "to.png", scale: S)
        let scene = UIKitScene(screenshots: pair, transition: transition, trigger: triggerRect)
        return try SceneRecording(scene: scene, settings: RenderSettings(fps: fps))
    }
}
