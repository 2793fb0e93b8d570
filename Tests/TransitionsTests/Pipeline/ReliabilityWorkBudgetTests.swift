import Foundation
import Raster
import Testing
@testable import Transitions

/// The work budget in library terms (issue 17 item 12): `TransitionPlan` estimates the
/// compositing of its frames before any is drawn and refuses more than
/// `RenderSettings.workLimit` (default `RenderLimits.maximumWorkPerFrame`).
@Suite("Reliability: the work budget of a plan")
struct ReliabilityWorkBudgetTests {
    /// A scene file of `count` translucent full-screen rounded rectangles on a 390 x 844 pt screen.
    static func stack(_ count: Int) throws -> Scene {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rt-work-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let rect = ##"{"type":"roundedRect","frame":[0,0,390,844],"cornerRadius":12,"backgroundColor":"#FF000008"}"##
        let json = ##"{"version":1,"size":{"width":390,"height":844},"scale":3,"transition":"cross-dissolve","from":{"backgroundColor":"#FFFFFF","children":["##
            + Array(repeating: rect, count: count).joined(separator: ",") + ##"]},"to":{"backgroundColor":"#000000","children":[]}}"##
        let file = dir.appendingPathComponent("stack.json")
        try Data(json.utf8).write(to: file)
        return try SceneFile.load(contentsOf: file.path)
    }

    @Test("each full-screen layer adds exactly its covered device pixels (1170 x 2532) to the estimate")
    func estimateIsLayersTimesCoveredPixels() throws {
        // From one rectangle on, the from-screen is a group while it fades (opacity below 1 over
        // its background and sublayers), so compare with one rectangle, not none.
        let base = try TransitionPlan(scene: Self.stack(1)).estimatedWorkPerFrame
        // The two screens' backgrounds, the one rectangle, and the group's clear and composite.
        #expect(base == Double(5 * 1170 * 2532))
        for n in [2, 7, 30] {
            let plan = try TransitionPlan(scene: Self.stack(n))
            #expect(plan.estimatedWorkPerFrame - base == Double((n - 1) * 1170 * 2532), "\(n) layers: \(plan.estimatedWorkPerFrame) vs \(base)")
        }
        // At scale 1 the same layer covers 390 x 844.
        let small = try TransitionPlan(scene: Self.stack(7), settings: RenderSettings(scale: 1)).estimatedWorkPerFrame
        let smallBase = try TransitionPlan(scene: Self.stack(1), settings: RenderSettings(scale: 1)).estimatedWorkPerFrame
        #expect(small - smallBase == Double(6 * 390 * 844))
    }

    @Test("past the limit the plan is refused with the figure and the limit in library terms; workLimit raises it")
    func refusedAboveTheLimit() throws {
        let scene = try Self.stack(400)
        do {
            _ = try TransitionPlan(scene: scene)
            Issue.record("400 full-screen layers at 1170 x 2532 (1.19 G) were planned under a 1 G budget")
        } catch {
            guard case .tooMuchWork(let estimate, let layers, let limit) = error else { Issue.record("got \(error)"); return }
            #expect(limit == RenderLimits.maximumWorkPerFrame)
            #expect(estimate > 400 * 1170 * 2532 && layers >= 401)
            #expect(error.description.hasPrefix("a frame would composite about 1.2 G device pixels (\(layers) drawing layers"), "\(error)")
            #expect(error.description.contains("more than the workLimit of 1 G") && error.description.contains("lower scale"), "\(error)")
            #expect(!error.description.contains("--"), "library errors never name command-line flags: \(error)")
        }
        let raised = try TransitionPlan(scene: scene, settings: RenderSettings(workLimit: 2e9))
        #expect(raised.estimatedWorkPerFrame > 1e9 && raised.estimatedWorkPerFrame < 2e9)
    }

    @Test("every catalog demo is far inside the default budget (a tenth of it or less)")
    func demosFitTheBudget() throws {
        for scene in DemoScenes.all {
            let plan = try TransitionPlan(scene: scene)
            #expect(plan.estimatedWorkPerFrame > 0 && plan.estimatedWorkPerFrame <= RenderLimits.maximumWorkPerFrame / 10,
                    "\(scene.name): \(plan.estimatedWorkPerFrame)")
        }
    }
}
