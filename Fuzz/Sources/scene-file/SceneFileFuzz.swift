// libFuzzer target: arbitrary bytes written to a scene file in a private temporary directory
// and loaded with SceneFile.load (parse and validate, images confined to that directory);
// an accepted scene's two screens are then built. Anything but a buildable scene or a
// SceneFileError naming the file is a bug: a crash, a hang, or an error that does not say
// which file it is about.
import Foundation
import FuzzSupport
import Transitions

/// A private directory for this process's scene file, made once.
let sceneDirectory: String = {
    let path = NSTemporaryDirectory() + "rt-fuzz-scene-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

/// libFuzzer's entry point: one input per call; returns 0 (the input is always kept).
@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFileFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let path = sceneDirectory + "/scene.json"
    guard FileManager.default.createFile(atPath: path, contents: Data(input.bytes)) else {
        fatalError("cannot write \(path): the fuzz harness needs a writable temporary directory")
    }
    do {
        let scene = try SceneFile.load(contentsOf: path)
        fuzzCheck(scene.size.width > 0 && scene.size.height > 0 && scene.size.width.isFinite && scene.size.height.isFinite,
                  "accepted a scene of size \(scene.size)")
        // An accepted scene must also build: the view trees are made from the validated values.
        _ = scene.from.build(scene.size)
        _ = scene.to.build(scene.size)
    } catch {
        fuzzCheck(error.path == path, "error names \(error.path), not the scene file")
        fuzzCheck(!error.message.isEmpty, "empty error message")
    }
    return 0
}
