import Foundation
import Raster
import Testing
@testable import Transitions

/// fixtures/scenes/<demo>.json renders the same bytes as the built-in demo it describes.
@Suite struct SceneFileDemoEquivalenceTests {
    /// Every built-in demo (each has a scene file). Demos added later need a file and an entry
    /// here too (`everyBuiltInDemoHasASceneFile` and `everyBuiltInDemoIsCompared` below name any missing).
    static let demosWithFiles = ["ping", "circle-mask", "circle-scale", "rectangle-offset", "color-diffusion",
                                 "modal-styles", "navigation", "showcase"]

    @Test(arguments: demosWithFiles, [false, true])
    func sceneFileRendersTheDemoByteForByte(demo: String, reverse: Bool) throws {
        let builtIn = try #require(DemoScenes.named(demo))
        let file = try SceneFile.load(contentsOf: "\(SceneFileTestSupport.fixtures)/\(demo).json")
        #expect(file.name == builtIn.name)
        #expect(file.size == builtIn.size)
        #expect(file.defaultScale == builtIn.defaultScale)
        #expect(file.transition == builtIn.transition)
        #expect(file.triggerIdentifier == builtIn.triggerIdentifier)
        #expect(file.triggerFrame == builtIn.triggerFrame)
        #expect(file.from.backgroundColor.premultiplied == builtIn.from.backgroundColor.premultiplied)
        #expect(file.to.backgroundColor.premultiplied == builtIn.to.backgroundColor.premultiplied)
        // First, early, middle and last frames: the text fly-in, the mask and the end state.
        let indices = [0, 2, 5, 1000]
        let expected = try SceneFileTestSupport.frames(of: builtIn, reverse: reverse, indices: indices)
        let actual = try SceneFileTestSupport.frames(of: file, reverse: reverse, indices: indices)
        for (k, i) in indices.enumerated() {
            let difference = SceneFileTestSupport.difference(expected[k], actual[k])
            #expect(difference == nil, "frame \(i) of \(demo)\(reverse ? " reverse" : ""): \(difference ?? "")")
            // Same pixels must also mean the same file bytes (the encoder is deterministic).
            #expect(try PNG.encode(expected[k]) == PNG.encode(actual[k]), "frame \(i) PNG bytes differ")
        }
    }

    @Test func everyBuiltInDemoHasASceneFile() {
        let missing = DemoScenes.all.map(\.name).filter { !FileManager.default.fileExists(atPath: "\(SceneFileTestSupport.fixtures)/\($0).json") }
        #expect(missing.isEmpty, "demos without fixtures/scenes/<name>.json: \(missing)")
    }

    @Test func everyBuiltInDemoIsCompared() {
        let unchecked = DemoScenes.all.map(\.name).filter { !Self.demosWithFiles.contains($0) }
        #expect(unchecked.isEmpty, "demos missing from demosWithFiles: \(unchecked)")
    }
}
