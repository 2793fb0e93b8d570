import Foundation

// Covers a device recording turning during the recording (`UIWindowScene.requestGeometryUpdate`):
// every full-screen controller hears `viewWillTransition(to:with:)` with a coordinator whose
// alongside animations run in the rotation's animation block and whose completions run after
// it; the screen's bounds, the safe area and the status bar become the new orientation's; the
// window turns as a device's does, its bounds and rotation animated over 0.4 s (0.8 s for half
// a turn), inside the frames' fixed physical screen (as a screen recording shows a rotation:
// the picture stays the size the recording started in and the interface turns in it).
// The status bar and home indicator take the new orientation's places when the turn starts
// (a device fades them out and in). Not covered: the snapshot cross-fade UIKit draws between
// the two layouts (the deciding controller's supportedInterfaceOrientations are checked by the
// request, SystemChrome+Orientation.swift).

extension SystemChrome {
    /// Turns the interface to `orientation`, animated; throws for one the device does not support.
    package func turn(to orientation: UIInterfaceOrientation) throws(DeviceError) {
        let device = screen.device
        guard device.supports(orientation) else {
            throw .unsupportedOrientation(orientation, device: device.displayName, supported: device.supportedOrientations)
        }
        guard orientation != screen.orientation, let window = attachedWindow, let root = window.rootViewController else { return }
        let turn = Self.angle(orientation) - Self.angle(screen.orientation)
        // UIKit's rotation lasts 0.4 s a quarter turn (what `coordinator.transitionDuration` reports).
        let duration: TimeInterval = abs(abs(turn) - .pi) < 0.01 ? 0.8 : 0.4
        let size = device.screenSize(in: orientation)
        let coordinator = RotationCoordinator(duration: duration, container: window)
        var controllers = [root]
        while let p = controllers.last?.presentedViewController { controllers.append(p) }
        for c in controllers {
            c.viewWillTransition(to: size, with: coordinator)
            c.presentationController?.viewWillTransition(to: size, with: coordinator)
        }
        screen.turn(to: orientation)
        let angle = Self.angle(orientation) - Self.angle(physicalOrientation)
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
            window.bounds = CGRect(origin: .zero, size: size)
            window.transform = CGAffineTransform(rotationAngle: angle)
            for v in window.subviews { v.frame = window.bounds }
            self.screenTurned()
            window.layoutIfNeeded()
            coordinator.runAlongside()
        }, completion: { _ in coordinator.finish() })
        if UIDevice.current.isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
        }
    }

    /// How far `o` turns the interface on the physical screen (y down: positive is clockwise):
    /// landscapeRight has the home edge on the right, the device turned anticlockwise, so the
    /// interface turns clockwise.
    static func angle(_ o: UIInterfaceOrientation) -> CGFloat {
        switch o {
        case .landscapeRight: .pi / 2
        case .landscapeLeft: -.pi / 2
        case .portraitUpsideDown: .pi
        case .portrait, .unknown: 0
        }
    }
}

/// The coordinator of a rotation: alongside animations run in its animation block.
final class RotationCoordinator: UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    let containerView: UIView
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var running = false

    init(duration: TimeInterval, container: UIView) {
        transitionDuration = duration
        containerView = container
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    /// A rotation is no presentation.
    var presentationStyle: UIModalPresentationStyle { .none }
    /// A rotation has no from or to controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { running ? animation(self) : animations.append(animation) }
        if let completion { completions.append(completion) }
        return animation != nil || completion != nil
    }

    func runAlongside() {
        running = true
        for a in animations { a(self) }
        animations = []
    }

    func finish() {
        for c in completions { c(self) }
        completions = []
    }
}
