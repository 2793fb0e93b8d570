import XCTest
import Raster
import Transitions
@testable import TransitionCatalog

/// The work budget in library terms (issue 17 item 12): a recording estimates the compositing
/// of its frames before any is drawn (`Recording.peakWork`) and `SceneRecording` refuses more
/// than `RenderSettings.workLimit` (default `RenderLimits.maximumWorkPerFrame`).
final class RecordingWorkBudgetTests: XCTestCase {
    /// A scene file of `count` translucent full-screen rounded rectangles on a 390 x 844 pt
    /// screen, its screens built in UIKit as the CLI builds them.
    static func stack(_ count: Int) throws -> UIKitScene {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rt-work-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let rect = ##"{"type":"roundedRect","frame":[0,0,390,844],"cornerRadius":12,"backgroundColor":"#FF000008"}"##
        let json = ##"{"version":1,"size":{"width":390,"height":844},"scale":3,"transition":"cross-dissolve","from":{"backgroundColor":"#FFFFFF","children":["##
            + Array(repeating: rect, count: count).joined(separator: ",") + ##"]},"to":{"backgroundColor":"#000000","children":[]}}"##
        let file = dir.appendingPathComponent("stack.json")
        try Data(json.utf8).write(to: file)
        return UIKitScene(try SceneFile.decode(contentsOf: file.path, transitions: Catalog.all.map(\.name)))
    }

    static func work(_ scene: UIKitScene, _ settings: RenderSettings = RenderSettings()) throws -> Double {
        try SceneRecording(scene: scene, settings: settings).recording.peakWork().pixels
    }

    /// Each full-screen layer adds exactly its covered device pixels (1170 x 2532) to the estimate.
    func testEachFullScreenLayerAddsExactlyItsCoveredDevicePixels() throws {
        // From one rectangle on, the from-screen is a group while it fades (opacity below 1 over
        // its background and sublayers), so compare with one rectangle, not none.
        let base = try Self.work(Self.stack(1))
        // The two screens' backgrounds, the one rectangle, and the group's clear and composite.
        XCTAssertEqual(base, Double(5 * 1170 * 2532))
        for n in [2, 7, 30] {
            let work = try Self.work(Self.stack(n))
            XCTAssertEqual(work - base, Double((n - 1) * 1170 * 2532), "\(n) layers: \(work) vs \(base)")
        }
        // At scale 1 the same layer covers 390 x 844.
        let small = try Self.work(Self.stack(7), RenderSettings(scale: 1))
        let smallBase = try Self.work(Self.stack(1), RenderSettings(scale: 1))
        XCTAssertEqual(small - smallBase, Double(6 * 390 * 844))
    }

    /// Past the limit the recording is refused with the figure and the limit in library terms; workLimit raises it.
    func testPastTheLimitTheRecordingIsRefusedInLibraryTerms() throws {
        let scene = try Self.stack(400)
        do {
            _ = try SceneRecording(scene: scene)
            XCTFail("400 full-screen layers at 1170 x 2532 (1.19 G) were recorded under a 1 G budget")
        } catch {
            guard case .tooMuchWork(let estimate, let layers, let limit) = error else { return XCTFail("got \(error)") }
            XCTAssertEqual(limit, RenderLimits.maximumWorkPerFrame)
            XCTAssertTrue(estimate > 400 * 1170 * 2532 && layers >= 401, "\(estimate), \(layers)")
            XCTAssertTrue(error.description.hasPrefix("a frame would composite about 1.2 G device pixels (\(layers) drawing layers"), "\(error)")
            XCTAssertTrue(error.description.contains("more than the workLimit of 1 G") && error.description.contains("lower scale"), "\(error)")
            XCTAssertFalse(error.description.contains("--"), "library errors never name command-line flags: \(error)")
        }
        let raised = try Self.work(scene, RenderSettings(workLimit: 2e9))
        XCTAssertTrue(raised > 1e9 && raised < 2e9, "\(raised)")
    }

    /// Every demo is far inside the default budget (a tenth of it or less).
    func testEveryDemoIsFarInsideTheDefaultBudget() throws {
        for scene in UIKitScene.demos {
            let work = try Self.work(scene)
            XCTAssertTrue(work > 0 && work <= RenderLimits.maximumWorkPerFrame / 10, "\(scene.name): \(work)")
        }
    }
}
