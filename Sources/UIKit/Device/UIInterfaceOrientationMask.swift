// Covers `UIInterfaceOrientationMask` (the orientations a device, app or controller turns to)
// as `UIWindowScene.GeometryPreferences.iOS` and `UIViewController.supportedInterfaceOrientations`
// take it. Not covered: the app's own mask (a recording turns to what its device and deciding
// controller support).

/// A set of interface orientations.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The orientations in the mask, portrait first.
    package var orientations: [UIInterfaceOrientation] {
        let table: [(UIInterfaceOrientationMask, UIInterfaceOrientation)] = [
            (.portrait, .portrait), (.landscapeLeft, .landscapeLeft), (.landscapeRight, .landscapeRight), (.portraitUpsideDown, .portraitUpsideDown),
        ]
        return table.filter { contains($0.0) }.map(\.1)
    }
}
