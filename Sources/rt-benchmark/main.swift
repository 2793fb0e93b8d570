import Raster
import Transitions
import Foundation
let args = CommandLine.arguments
let name = args.count > 1 ? args[1] : "ping"
var scene = DemoScenes.named(name) ?? DemoScenes.showcase(for: name)
var settings = RenderSettings()
if args.count > 2 { settings.transition = args[2] }
if args.count > 3 { settings.reverse = args[3] == "reverse" }
let plan = try! TransitionPlan(scene: scene, settings: settings)
print("frames", plan.frameCount, "total", plan.totalDuration, "warnings", plan.warnings)
try? FileManager.default.createDirectory(atPath: "/tmp/f", withIntermediateDirectories: true)
let t0 = Date()
try! FrameSequence(plan: plan).run(produce: { i, p in try PNG.encode(p) }, consume: { i, bytes in
    try PNG.writeAtomically(bytes: bytes, to: String(format: "/tmp/f/frame-%04d.png", i))
})
print("secs", Date().timeIntervalSince(t0))
