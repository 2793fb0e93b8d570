import Foundation
import Raster
import Testing
@testable import Transitions

/// Drawing a frame in bands of rows (what bounds the offscreens of a deeply nested tree, issue
/// 17 item 11) changes no byte: every demo and the 64-level nested scene, with bands forced,
/// against the whole-frame draw.
@Suite("FrameBands: banded frames are byte-identical to whole frames")
struct FrameBandsTests {
    @Test("the bands cover every row once; one band while the levels fit the budget")
    func bandsCoverTheFrame() {
        let whole = FrameBands.bands(width: 1170, height: 2532, levels: 3, budget: RenderLimits.offscreenMemoryPerWorker)
        #expect(whole == [IntRect(x: 0, y: 0, width: 1170, height: 2532)])
        let bands = FrameBands.bands(width: 1170, height: 2532, levels: 64, budget: RenderLimits.offscreenMemoryPerWorker)
        #expect(bands.count > 1)
        var next = 0
        for band in bands {
            #expect(band.y == next && band.x == 0 && band.width == 1170 && band.height > 0)
            // Each band's levels fit the budget.
            #expect(64 * 1170 * band.height * FrameBands.bytesPerPixelPerLevel <= RenderLimits.offscreenMemoryPerWorker)
            next = band.maxY
        }
        #expect(next == 2532)
    }

    @Test("64 nested translucent views open 63 groups at once (the innermost draws only its background); a demo a few")
    func nestedGroupsAreCounted() throws {
        let plan = try TransitionPlan(scene: Self.nested(64), settings: RenderSettings(scale: 1))
        let run = plan.makeRun()
        #expect(FrameBands.nestedGroups(in: run.container.layer, at: 0) == 63)
        let ping = try TransitionPlan(scene: DemoScenes.ping, settings: RenderSettings(scale: 1)).makeRun()
        #expect(FrameBands.nestedGroups(in: ping.container.layer, at: 0.1) <= 4)
    }

    @Test("the shape's bound is never below the counted groups, so skipping the count never skips a band")
    func shapeBoundCoversTheCount() throws {
        let nested = try TransitionPlan(scene: Self.nested(64), settings: RenderSettings(scale: 1)).makeRun().container.layer
        #expect(FrameBands.mostGroupsPossible(in: nested) >= FrameBands.nestedGroups(in: nested, at: 0))
        #expect(FrameBands.bands(for: nested, at: 0, width: 1170, height: 2532, budget: RenderLimits.offscreenMemoryPerWorker).count > 1)
        for scene in DemoScenes.all {
            let plan = try TransitionPlan(scene: scene, settings: RenderSettings(scale: 1))
            let run = plan.makeRun()
            for i in [0, plan.frameCount / 2, plan.frameCount - 1] {
                let time = plan.time(ofFrame: i)
                #expect(FrameBands.mostGroupsPossible(in: run.container.layer) >= FrameBands.nestedGroups(in: run.container.layer, at: time), "\(scene.name) frame \(i)")
            }
        }
    }

    @Test("every demo, three frames each, with 64-row bands forced: the same bytes", arguments: DemoScenes.all.map(\.name))
    func demosBandedMatchWhole(_ name: String) throws {
        let scene = try #require(DemoScenes.all.first { $0.name == name })
        let plan = try TransitionPlan(scene: scene, settings: RenderSettings(scale: 1))
        try Self.compareBanded(plan, frames: [0, plan.frameCount / 2, plan.frameCount - 1])
    }

    @Test("the 64-level nested scene with bands forced: the same bytes")
    func nestedBandedMatchesWhole() throws {
        let plan = try TransitionPlan(scene: Self.nested(64), settings: RenderSettings(scale: 1))
        try Self.compareBanded(plan, frames: [0, plan.frameCount / 2])
    }

    /// Renders `frames` whole and with a budget that forces bands of `minimumRows` rows (the
    /// smallest band) and expects identical pixels.
    static func compareBanded(_ plan: TransitionPlan, frames: [Int]) throws {
        let whole = FrameRenderer(plan: plan)
        whole.offscreenBudget = Int.max
        let banded = FrameRenderer(plan: plan)
        banded.offscreenBudget = 1
        for i in frames {
            let a = try whole.renderFrame(i).copy()
            let b = try banded.renderFrame(i)
            let differing = (0..<a.pixels.count).filter { a.pixels[$0] != b.pixels[$0] }
            #expect(differing.isEmpty, "\(plan.descriptor.name) frame \(i): \(differing.count) pixels differ, first at \(differing.first.map { ($0 % a.width, $0 / a.width) } as Any)")
        }
    }

    /// `depth` full-screen views nested one in the next at alpha 0.99 (each a group).
    static func nested(_ depth: Int) throws -> Scene {
        var view = ""
        for level in 0..<depth {
            let children = level == 0 ? "" : ",\"children\":[\(view)]"
            view = ##"{"type":"view","frame":[0,0,390,844],"backgroundColor":"#3366CC20","alpha":0.99"## + children + "}"
        }
        let json = ##"{"version":1,"size":{"width":390,"height":844},"scale":3,"transition":"cross-dissolve","from":{"backgroundColor":"#FFFFFF","children":["##
            + view + ##"]},"to":{"backgroundColor":"#000000","children":[]}}"##
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rt-bands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("nested.json")
        try Data(json.utf8).write(to: file)
        return try SceneFile.load(contentsOf: file.path)
    }
}
