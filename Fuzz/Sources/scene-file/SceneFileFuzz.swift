// libFuzzer target: arbitrary bytes written to a scene file in a private temporary directory
// and read with SceneFile.decode, as a render reads it (parse and validate, images confined to
// that directory, text laid out on trial). Anything but a description within the documented
// limits or a SceneFileError naming the file is a bug: a crash, a hang, an accepted value the
// format refuses (docs/scene-format.md), or an error that does not say which file it is about.
import Foundation
import FuzzSupport
import Raster
import Transitions

/// A private directory for this process's scene file, made once.
let sceneDirectory: String = {
    let path = NSTemporaryDirectory() + "rt-fuzz-scene-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

/// The largest coordinate, corner radius or inset a scene file takes, in points.
let maximumCoordinate = 100_000.0
/// The deepest a view may be nested below its screen's root.
let maximumDepth = 64
/// The most views a scene may have.
let maximumViewCount = 10_000

/// Checks every view of one screen's tree against the format's limits; returns how many views
/// it has. `ids` collects the screen's identifiers, which must be unique within it.
func checkTree(_ node: SceneNode, at path: String, depth: Int, ids: inout Set<String>) -> Int {
    let f = node.frame
    fuzzCheck([f.minX, f.minY, f.width, f.height].allSatisfy { $0.isFinite && abs($0) <= maximumCoordinate } && f.width >= 0 && f.height >= 0,
              "accepted \(path).frame \(f)")
    fuzzCheck(depth > 0 || f == .zero, "a root with a frame of its own, \(f)")
    fuzzCheck(depth <= maximumDepth, "accepted \(path) nested \(depth) deep")
    if let a = node.alpha { fuzzCheck(a >= 0 && a <= 1, "accepted \(path).alpha \(a)") }
    if let r = node.cornerRadius { fuzzCheck(r >= 0 && r <= maximumCoordinate, "accepted \(path).cornerRadius \(r)") }
    if let id = node.id {
        fuzzCheck(!id.isEmpty, "accepted an empty id at \(path)")
        fuzzCheck(ids.insert(id).inserted, "accepted the id \(id.debugDescription) twice in one screen")
    }
    var count = 1
    for (i, child) in node.children.enumerated() { count += checkTree(child, at: "\(path).children[\(i)]", depth: depth + 1, ids: &ids) }
    return count
}

/// libFuzzer's entry point: one input per call; returns 0 (the input is always kept).
@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFileFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let path = sceneDirectory + "/scene.json"
    guard FileManager.default.createFile(atPath: path, contents: Data(input.bytes)) else {
        fatalError("cannot write \(path): the fuzz harness needs a writable temporary directory")
    }
    do {
        let scene = try SceneFile.decode(contentsOf: path)
        fuzzCheck(scene.size.width > 0 && scene.size.height > 0 && scene.size.width.isFinite && scene.size.height.isFinite,
                  "accepted a scene of size \(scene.size)")
        fuzzCheck(RenderLimits.scale.contains(scene.defaultScale), "accepted the scale \(scene.defaultScale)")
        if let d = scene.duration { fuzzCheck(d > 0 && d.isFinite, "accepted the duration \(d)") }
        fuzzCheck(scene.parameters.values.allSatisfy(\.isFinite), "accepted parameters \(scene.parameters)")
        if let t = scene.triggerFrame {
            let screen = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
            fuzzCheck(t.isFinite && t.width > 0 && t.height > 0 && screen.contains(t), "accepted the trigger frame \(t)")
        }
        fuzzCheck(scene.inputFiles.first == path, "the inputs \(scene.inputFiles) do not start with the scene file")
        var fromIDs = Set<String>(), toIDs = Set<String>()
        let views = checkTree(scene.from, at: "from", depth: 0, ids: &fromIDs) + checkTree(scene.to, at: "to", depth: 0, ids: &toIDs)
        fuzzCheck(views <= maximumViewCount, "accepted \(views) views")
        if let id = scene.triggerIdentifier {
            let start = scene.reverse ? toIDs : fromIDs
            fuzzCheck(start.contains(id), "accepted the trigger view \(id.debugDescription), which the screen it starts from does not have")
        }
    } catch {
        fuzzCheck(error.path == path, "error names \(error.path), not the scene file")
        fuzzCheck(!error.message.isEmpty, "empty error message")
    }
    return 0
}
