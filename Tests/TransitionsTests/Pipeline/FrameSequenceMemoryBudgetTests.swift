import Foundation
import Raster
import Testing
@testable import Transitions

/// The worker count follows the memory budget as well as the cores (issue 17 item 11): each
/// worker may need `RenderLimits.memoryPerWorker`, so a budget holds that many workers at most.
@Suite("FrameSequence: workers limited by a memory budget")
struct FrameSequenceMemoryBudgetTests {
    /// One frozen frame of a plain layer: the worker count depends on nothing the frames hold.
    static let recording: Recording = {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = .white
        return Recording(frozen: [FrozenFrame(freezing: layer, at: 0, label: 0)], pixelWidth: 10, pixelHeight: 10, scale: 1,
                         fps: 60, title: "one layer", warnings: [])
    }()

    @Test("workers = min(requested, budget / memoryPerWorker), at least one", arguments: [
        (8, 600 << 20, 2), (8, 10 << 30, 8), (2, 10 << 30, 2), (4, 100 << 20, 1), (4, 0, 1), (3, 900 << 20, 3),
    ])
    func workerCount(requested: Int, budget: Int, expected: Int) throws {
        #expect(FrameSequence(recording: Self.recording, workers: requested, memoryBudget: budget).workers == expected)
    }

    @Test("the default budget is half the physical memory")
    func defaultBudget() {
        #expect(FrameSequence.defaultMemoryBudget == Int(ProcessInfo.processInfo.physicalMemory / 2))
    }
}
