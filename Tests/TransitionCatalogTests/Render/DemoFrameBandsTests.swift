import XCTest
import Raster
@testable import Transitions
@testable import TransitionCatalog

/// The demos and a 64-level nested scene file, recorded through UIKit as the CLI records
/// them, drawn in bands of rows (what bounds the offscreens of a deeply nested tree, issue 17
/// item 11): the same bytes as the whole-frame draw, and the bound that decides whether to
/// band never under the groups a frame opens.
final class DemoFrameBandsTests: XCTestCase {
    func testPingsFramesOpenAFewGroupsAtOnce() throws {
        let recording = try demoRecording()
        let frames = recording.frozenFrames
        let i = try XCTUnwrap(recording.frameIndex(showing: 0.1))
        XCTAssertLessThanOrEqual(FrameBands.nestedGroups(in: frames[i].root, at: frames[i].time), 4)
    }

    /// The shape's bound is never below the counted groups in any demo's first, middle and last frames.
    func testTheShapesBoundCoversTheCountedGroups() throws {
        for scene in UIKitScene.demos {
            let frames = try demoRecording(scene).frozenFrames
            for i in [0, frames.count / 2, frames.count - 1] {
                let root = frames[i].root
                XCTAssertGreaterThanOrEqual(FrameBands.mostGroupsPossible(in: root), FrameBands.nestedGroups(in: root, at: frames[i].time),
                                            "\(scene.name) frame \(i)")
            }
        }
    }

    /// Every demo, three frames each, with 64-row bands forced: the same bytes.
    func testEveryDemoBandedIsTheWholeFramesBytes() throws {
        for scene in UIKitScene.demos {
            let recording = try demoRecording(scene)
            try Self.compareBanded(recording, frames: [0, recording.frameCount / 2, recording.frameCount - 1])
        }
    }

    /// The 64-level nested scene file recorded through UIKit, with bands forced: the same bytes.
    func testTheNestedSceneFileBandedIsTheWholeFramesBytes() throws {
        let recording = try demoRecording(Self.nested(64))
        let frames = recording.frozenFrames
        XCTAssertGreaterThanOrEqual(FrameBands.nestedGroups(in: frames[0].root, at: frames[0].time), 63)
        try Self.compareBanded(recording, frames: [0, recording.frameCount / 2])
    }

    /// Draws `frames` whole and in the bands a one-byte budget forces (the smallest band, 64
    /// rows, for a frame that opens groups at all; offscreens released after each band, as a
    /// worker draws a frame too deep for its budget) and expects identical pixels.
    static func compareBanded(_ recording: Recording, frames indices: [Int], file: StaticString = #filePath, line: UInt = #line) throws {
        let frames = recording.frozenFrames
        let whole = renderer(for: recording), banded = renderer(for: recording)
        for i in indices {
            let frame = frames[i]
            try draw(frame, with: whole.renderer, into: whole.target)
            let bands = FrameBands.bands(for: frame.root, at: frame.time, width: recording.pixelWidth, height: recording.pixelHeight, budget: 1)
            let canvas = Canvas(target: banded.target)
            for band in bands {
                try banded.renderer.render(frame.root, at: frame.time, into: canvas, background: RecordingFrameRenderer.windowBackground, within: band)
                banded.renderer.releaseOffscreens()
            }
            let a = whole.target, b = banded.target
            let differing = (0..<a.pixels.count).filter { a.pixels[$0] != b.pixels[$0] }
            XCTAssertTrue(differing.isEmpty, "\(recording.title) frame \(i): \(differing.count) pixels differ, first at \(differing.first.map { ($0 % a.width, $0 / a.width) } as Any)",
                          file: file, line: line)
        }
    }

    /// A scene file of `depth` full-screen views nested one in the next at alpha 0.99 (each a group).
    static func nested(_ depth: Int) throws -> UIKitScene {
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
        return UIKitScene(try SceneFile.decode(contentsOf: file.path, transitions: Catalog.all.map(\.name)))
    }
}
