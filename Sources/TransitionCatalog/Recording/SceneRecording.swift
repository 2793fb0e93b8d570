import Foundation
import UIKit
package import Raster
package import Transitions
import UIKitRecorder

/// A catalog transition between a scene's two screens, recorded as an app runs it: each screen
/// is a controller's view, the entry's UIKit animator runs through `TransitionRecorder` (a push
/// in a navigation controller with its bar hidden, or a full-screen presentation), and the
/// result is the `Recording` every output takes.
///
/// The request is checked first, in one order and one wording for every producer (one validation:
/// `RenderLimits`, then the transition's parameters and trigger), and the frames' compositing
/// work is bounded before any is drawn. The run ends when the transition has completed and
/// every animation has ended, whatever `transitionDuration` says.
package final class SceneRecording: @unchecked Sendable {
    package let scene: UIKitScene
    package let entry: CatalogEntry
    package let isForward: Bool
    package let fps: Int
    package let scale: Double
    package let pixelWidth: Int
    package let pixelHeight: Int
    package let trigger: Rect?
    package let requestedDuration: Double?
    package let parameters: [String: Double]
    /// The device, appearance and direction around the recording.
    package let environment: SceneEnvironment
    /// The animator's `transitionDuration` (what interactive progress is a fraction of).
    package let transitionDuration: Double
    package let recording: Recording
    /// What setting up and running the transition warned about.
    package let warnings: [String]

    /// push, pop, present, dismiss, expand or collapse.
    package var operationName: String { isForward ? entry.kind.operations.forward : entry.kind.operations.reverse }

    package var frameCount: Int { recording.frameCount }
    package func time(ofFrame i: Int) -> Double { recording.time(ofFrame: i) }

    /// Records the catalog transition the settings (or the scene) name; with `progress`, one
    /// frame of it run interactively and held there (a `UIPercentDrivenInteractiveTransition`).
    package convenience init(scene: UIKitScene, settings: RenderSettings = RenderSettings(), progress: Double? = nil,
                             environment: SceneEnvironment = SceneEnvironment()) throws(PlanError) {
        let name = settings.transition ?? scene.transition
        guard let entry = Catalog.named(name) else { throw .unknownTransition(name, known: Catalog.all.map(\.name)) }
        try self.init(scene: scene, entry: entry, settings: settings, progress: progress, environment: environment)
    }

    /// Records any catalog-shaped entry, including one written outside the catalog.
    package init(scene: UIKitScene, entry: CatalogEntry, settings: RenderSettings = RenderSettings(), progress: Double? = nil,
                 environment: SceneEnvironment = SceneEnvironment()) throws(PlanError) {
        if let p = progress, !(0...1).contains(p) { throw .progressOutOfRange(p) }
        let scale = settings.scale ?? scene.defaultScale
        guard RenderLimits.fps.contains(settings.fps) else { throw .fpsOutOfRange(settings.fps) }
        guard scale.isFinite, RenderLimits.scale.contains(scale) else { throw .scaleOutOfRange(scale) }
        let duration = settings.duration ?? scene.duration
        if let d = duration, !(d > 0 && d <= RenderLimits.maximumDuration) { throw .invalidDuration(d) }
        try RenderLimits.check(fps: settings.fps, scale: scale, width: scene.size.width, height: scene.size.height)
        self.scene = scene
        self.entry = entry
        self.environment = environment
        isForward = !(settings.reverse ?? scene.reverse)
        fps = settings.fps
        self.scale = scale
        pixelWidth = Int((scene.size.width * scale).rounded())
        pixelHeight = Int((scene.size.height * scale).rounded())
        requestedDuration = duration
        let parameters = scene.parameters.merging(settings.parameters) { $1 }
        // A misspelt name would otherwise be ignored silently and render the default.
        if let unknown = parameters.keys.sorted().first(where: { !entry.parameterNames.contains($0) }) {
            throw .unknownParameter(unknown, transition: entry.name, known: entry.parameterNames)
        }
        if let bad = parameters.sorted(by: { $0.key < $1.key }).first(where: { !$0.value.isFinite }) {
            throw .invalidParameter(bad.key, bad.value)
        }
        self.parameters = parameters
        let isForward = self.isForward, fps = self.fps
        // The trigger view is looked up and the screens are built and recorded in one turn:
        // UIKit setters reach process-wide state, so building views while another thread
        // records would race (a parallel test run).
        let (trigger, run) = try TransitionRecorder.exclusively { () throws(PlanError) -> (Rect?, Run) in
            let trigger = try Self.trigger(scene: scene, entry: entry, settings: settings, isForward: isForward, environment: environment)
            // A requested duration too long for the frame limit is refused before anything runs.
            if let d = duration { _ = try RenderLimits.frameCount(duration: d, fps: fps) }
            let run = try Self.record(scene: scene, entry: entry, isForward: isForward, trigger: trigger, duration: duration,
                                      parameters: parameters, scale: scale, fps: fps, progress: progress, environment: environment)
            return (trigger, run)
        }
        self.trigger = trigger
        recording = run.recording
        transitionDuration = run.transitionDuration
        // The engine's warnings first, then the transition's own, as a plan lists them.
        var seen = Set<String>()
        warnings = (run.engineWarnings + run.setupWarnings + run.recording.warnings).filter { seen.insert($0).inserted }
        let work = recording.peakWork()
        let limit = settings.workLimit ?? RenderLimits.maximumWorkPerFrame
        guard work.pixels <= limit else { throw .tooMuchWork(estimate: work.pixels, layers: work.layers, limit: limit) }
    }

    /// The trigger the settings give, else the scene's rectangle, else the frame of the scene's
    /// trigger view in the screen the transition starts from (or, when only the other screen has
    /// one, in that screen), laid out in the device's safe area; checked to lie inside the screen.
    private static func trigger(scene: UIKitScene, entry: CatalogEntry, settings: RenderSettings, isForward: Bool,
                                environment: SceneEnvironment) throws(PlanError) -> Rect? {
        var trigger = settings.trigger ?? scene.triggerFrame
        var triggerView: String?
        if trigger == nil, let id = scene.triggerIdentifier {
            for screen in isForward ? [scene.from, scene.to] : [scene.to, scene.from] {
                let root = screen.makeView(size: scene.size)
                // On a device, laid out in its safe area as it will be in the window, so the
                // rectangle is where the view is drawn.
                if let insets = environment.screenSafeAreaInsets {
                    root.setSafeAreaInsets(insets)
                    root.layoutIfNeeded()
                }
                if let v = firstView(in: root, identifiedBy: id) { trigger = v.convert(v.bounds, to: nil).raster; triggerView = id; break }
            }
        }
        guard let t = trigger else {
            if entry.needsTrigger { throw .triggerMissing(transition: entry.name) }
            return nil
        }
        let screen = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
        // A trigger the settings gave is the setting's fault; one from the scene is the scene's.
        func invalid(_ reason: String) -> PlanError {
            settings.trigger != nil ? .triggerInvalid(t, screen: scene.size, reason: reason)
                : .sceneTriggerInvalid(view: triggerView, t, screen: scene.size, reason: reason)
        }
        if !t.isFinite || t.width <= 0 || t.height <= 0 { throw invalid("is empty") }
        if !screen.contains(t) { throw invalid("is not inside the screen") }
        return t
    }

    /// The first view of `root`'s subtree (root included, depth first) with the accessibility identifier.
    private static func firstView(in root: UIView, identifiedBy id: String) -> UIView? {
        if root.accessibilityIdentifier == id { return root }
        for s in root.subviews { if let hit = firstView(in: s, identifiedBy: id) { return hit } }
        return nil
    }

    struct Run {
        var recording: Recording
        var transitionDuration: Double
        var setupWarnings: [String]
        var engineWarnings: [String]
    }

    /// Pushes or presents the scene's screens with the entry's animator and records the run.
    static func record(scene: UIKitScene, entry: CatalogEntry, isForward: Bool, trigger: Rect?, duration: Double?,
                               parameters: [String: Double], scale: Double, fps: Int, progress: Double?,
                               environment: SceneEnvironment) throws(PlanError) -> Run {
        let size = scene.size
        let home = SceneScreenController(scene.from, size: size), other = SceneScreenController(scene.to, size: size)
        var setup: CatalogSetup?
        var animatorDuration = 0.0
        // Made when the run asks for it (once the home screen's view is loaded), and kept for its warnings.
        let makeSetup = { () -> CatalogSetup in
            let s = CatalogSetup(isForward: isForward, trigger: trigger.map(CGRect.init), requestedDuration: duration,
                                 parameters: parameters, homeView: home.view)
            setup = s
            return s
        }
        let makeAnimator = { (make: (CatalogSetup) -> UIViewControllerAnimatedTransitioning) -> UIViewControllerAnimatedTransitioning in
            let animator = make(makeSetup())
            animatorDuration = Double(animator.transitionDuration(using: nil))
            return animator
        }
        let recorder = try environment.makeRecorder(size: size, scale: scale, fps: fps)
        recorder.frameLimit = RenderLimits.maximumFrameCount
        recorder.virtualTimeLimit = RenderLimits.maximumDuration * 2
        let interaction = progress.map { _ in UIPercentDrivenInteractiveTransition() }
        let root: UIViewController
        let action: () -> Void
        // Kept alive for the run: UIKit holds its delegates weakly (a sheet has none).
        var delegate: NSObject?
        // UIKit's own transitions (`.system`) get no delegate: the run is a plain push, or a
        // present of a controller with the entry's modalTransitionStyle; the requested duration,
        // parameters and a held progress reach UIKit's animator through `overrides`.
        var overrides: SystemTransitionOverrides?
        switch entry.animation {
        case .animator(let make):
            switch entry.kind {
            case .push: delegate = SceneNavigationDelegate({ makeAnimator(make) }, interaction: interaction)
            case .present: delegate = SceneTransitioningDelegate({ makeAnimator(make) }, interaction: interaction)
            case .sheet, .detentChange: preconditionFailure("\(entry.name): a \(entry.kind) entry with an animator")
            }
        case .system(let style):
            if let style { other.modalTransitionStyle = style }
            overrides = SystemTransitionOverrides(duration: duration, parameters: parameters, interaction: interaction)
            animatorDuration = duration ?? entry.defaultDuration
        case .sheet:
            break
        }
        switch entry.kind {
        case .push:
            let nav = SceneNavigationController(rootViewController: home)
            nav.isNavigationBarHidden = true
            nav.delegate = delegate as? UINavigationControllerDelegate
            root = nav
            if isForward {
                action = { nav.pushViewController(other, animated: true) }
            } else {
                nav.setViewControllers([home, other], animated: false)
                action = { nav.popViewController(animated: true) }
            }
        case .present:
            let d = delegate as? UIViewControllerTransitioningDelegate
            other.modalPresentationStyle = UIModalPresentationStyle.fullScreen
            other.transitioningDelegate = d
            root = home
            action = isForward
                ? { home.present(other, animated: true) }
                : {
                    // Shown without animation first, then dismissed: the dismissal is the recording.
                    other.transitioningDelegate = nil
                    home.present(other, animated: false)
                    other.transitioningDelegate = d
                    other.dismiss(animated: true)
                }
        case .sheet, .detentChange:
            // UIKit animates a sheet itself: the entry sets it up and plays it (Catalog+Sheets.swift).
            guard progress == nil else { throw .notInteractive(transition: entry.name) }
            guard let makeAction = entry.makeSheetAction else { preconditionFailure("\(entry.name): a \(entry.kind) entry without its sheet") }
            animatorDuration = entry.defaultDuration
            delegate = nil
            root = home
            action = makeAction(CatalogSheetRun(presenting: home, sheet: other, setup: makeSetup()))
        }
        let recording: Recording
        do {
            recording = try withExtendedLifetime(delegate) {
                try SystemTransitionOverrides.$current.withValue(overrides) {
                    if let progress, let interaction { return try recorder.record(root: root, heldAt: progress, by: interaction, action: action) }
                    return try recorder.record(root: root, action: action)
                }
            }
        } catch let RecordingError.tooManyFrames(count, _) {
            throw .tooManyFrames(count)
        } catch {
            throw .runFailed("\(error)")
        }
        return Run(recording: recording, transitionDuration: animatorDuration, setupWarnings: (setup?.warnings ?? []) + (overrides?.warnings ?? []),
                   engineWarnings: recorder.engineWarnings)
    }
}
