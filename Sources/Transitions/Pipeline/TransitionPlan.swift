import Raster

/// Everything fixed about a render before any frame is drawn: scene, transition, direction,
/// sizes, duration and the frame times. Validates the request (one clear error per problem).
///
/// Frame i shows t = i / fps for i = 0 ... ceil(total · fps), t clamped to `totalDuration`,
/// the time when every animation of the transition has ended (Ping's text outlives its
/// mask), so the last frame is the end state.
package final class TransitionPlan: @unchecked Sendable {
    package let scene: Scene
    package let descriptor: TransitionDescriptor
    package let operation: TransitionOperation
    package let fps: Int
    package let scale: Double
    package let pixelWidth: Int
    package let pixelHeight: Int
    package let trigger: Rect?
    package let requestedDuration: Double?
    package let parameters: [String: Double]
    /// The animator's duration (what interactive progress is a fraction of).
    package let transitionDuration: Double
    /// When every animation has ended.
    package let totalDuration: Double
    package let frameCount: Int
    /// Warnings from setting up the transition (shown to the user).
    package let warnings: [String]
    /// The most compositing work any sampled frame asks for, in device pixels covered summed
    /// over the layers that draw (see `RenderLimits.maximumWorkPerFrame`).
    package let estimatedWorkPerFrame: Double
    let spec: RunSpec

    /// A plan for a catalog transition (the scene's, or the one `settings` names).
    package convenience init(scene: Scene, settings: RenderSettings = RenderSettings()) throws(PlanError) {
        let name = settings.transition ?? scene.transition
        guard let descriptor = TransitionCatalog.named(name) else {
            throw .unknownTransition(name, known: TransitionCatalog.all.map(\.name))
        }
        try self.init(scene: scene, descriptor: descriptor, settings: settings)
    }

    /// A plan for any transition, including one written outside the catalog.
    package init(scene: Scene, descriptor: TransitionDescriptor, settings: RenderSettings = RenderSettings()) throws(PlanError) {
        let scale = settings.scale ?? scene.defaultScale
        guard RenderLimits.fps.contains(settings.fps) else { throw .fpsOutOfRange(settings.fps) }
        guard scale.isFinite, RenderLimits.scale.contains(scale) else { throw .scaleOutOfRange(scale) }
        let duration = settings.duration ?? scene.duration
        if let d = duration, !(d > 0 && d <= RenderLimits.maximumDuration) { throw .invalidDuration(d) }
        try RenderLimits.check(fps: settings.fps, scale: scale, width: scene.size.width, height: scene.size.height)
        let w = (scene.size.width * scale).rounded(), h = (scene.size.height * scale).rounded()
        self.scene = scene
        self.descriptor = descriptor
        operation = descriptor.operation(reverse: settings.reverse ?? scene.reverse)
        fps = settings.fps
        self.scale = scale
        pixelWidth = Int(w)
        pixelHeight = Int(h)
        requestedDuration = duration
        parameters = scene.parameters.merging(settings.parameters) { $1 }
        // A misspelt name would otherwise be ignored silently and render the default.
        if let unknown = parameters.keys.sorted().first(where: { !descriptor.parameterNames.contains($0) }) {
            throw .unknownParameter(unknown, transition: descriptor.name, known: descriptor.parameterNames)
        }
        if let bad = parameters.sorted(by: { $0.key < $1.key }).first(where: { !$0.value.isFinite }) {
            throw .invalidParameter(bad.key, bad.value)
        }

        var trigger = settings.trigger ?? scene.triggerFrame
        var triggerView: String?
        if trigger == nil, let id = scene.triggerIdentifier {
            let screen = (descriptor.operation(reverse: settings.reverse ?? scene.reverse).isForward ? scene.from : scene.to).build(scene.size)
            screen.frame = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
            if let v = screen.viewWithIdentifier(id) { trigger = v.convert(v.bounds, to: nil); triggerView = id }
        }
        if let t = trigger {
            let screen = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
            // A trigger the settings gave is the setting's fault; one from the scene is the scene's.
            func invalid(_ reason: String) -> PlanError {
                settings.trigger != nil ? .triggerInvalid(t, screen: scene.size, reason: reason)
                    : .sceneTriggerInvalid(view: triggerView, t, screen: scene.size, reason: reason)
            }
            if !t.isFinite || t.width <= 0 || t.height <= 0 { throw invalid("is empty") }
            if !screen.contains(t) { throw invalid("is not inside the screen") }
        } else if descriptor.needsTrigger {
            throw .triggerMissing(transition: descriptor.name)
        }
        self.trigger = trigger

        // One setup run tells the durations (cheap: snapshots are cached, nothing is drawn).
        spec = RunSpec(scene: scene, descriptor: descriptor, operation: operation, scale: scale, trigger: trigger,
                       requestedDuration: requestedDuration, parameters: parameters)
        let probe = TransitionRun(plan: spec)
        transitionDuration = probe.transitionDuration
        totalDuration = max(probe.runToEnd(), 0)
        frameCount = try Self.frameCount(duration: totalDuration, fps: fps)
        warnings = probe.timeline.warnings + probe.context.warnings
        let work = Self.peakWork(of: spec, totalDuration: totalDuration, width: pixelWidth, height: pixelHeight)
        estimatedWorkPerFrame = work.pixels
        let limit = settings.workLimit ?? RenderLimits.maximumWorkPerFrame
        guard work.pixels <= limit else { throw .tooMuchWork(estimate: work.pixels, layers: work.layers, limit: limit) }
    }

    /// ceil(duration · fps) + 1 frames, refused above the ceiling; computed in floating point
    /// first so a huge or non-finite duration is an error, not an integer overflow.
    static func frameCount(duration: Double, fps: Int) throws(PlanError) -> Int {
        let count = (duration * Double(fps) - 1e-9).rounded(.up) + 1
        guard count.isFinite, count <= Double(RenderLimits.maximumFrameCount) else {
            throw .tooManyFrames(count.isFinite ? Int(min(count, 1e15)) : Int.max)
        }
        return max(Int(count), 1)
    }

    /// The time frame `i` shows.
    package func time(ofFrame i: Int) -> Double { min(Double(i) / Double(fps), totalDuration) }

    /// A fresh run of the transition, set up at t = 0.
    package func makeRun() -> TransitionRun { TransitionRun(plan: spec) }
}
