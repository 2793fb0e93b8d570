import Raster

/// How a value of some kind is pinned by golden images: what images it becomes, how each is
/// stored and compared, and what about the value fails a test before any image is compared (a
/// recording's warnings). A plain value, as swift-snapshot-testing's `Snapshotting` is: make new
/// strategies from old ones with `pullback`, or from scratch with `init`.
///
/// ```swift
/// assertGolden(of: recording, as: .frames(at: [0, 0.1, 0.25]), named: "push")
/// let atRest = GoldenStrategy<Pixmap>.image.pullback { (screen: UIViewController) in
///     try TransitionSnapshots.screen(screen, size: CGSize(width: 390, height: 844), scale: 3)
/// }
/// ```
public struct GoldenStrategy<Value> {
    /// The images `value` is pinned by, each stored as its own golden file.
    public var shots: (_ value: Value) throws -> [GoldenShot]
    /// Problems with the value itself that fail the assertion unless warnings are allowed
    /// (e.g. a recording's warnings: a golden of a wrong render is a bug).
    public var problems: (_ value: Value) -> [String]
    /// How each image is encoded, decoded and compared.
    public var diffing: GoldenImage

    /// A strategy from its parts.
    public init(
        diffing: GoldenImage = .png, problems: @escaping (Value) -> [String] = { _ in [] },
        shots: @escaping (Value) throws -> [GoldenShot]
    ) {
        self.shots = shots
        self.problems = problems
        self.diffing = diffing
    }

    /// This strategy for another kind of value, turned into this one's by `transform`.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> GoldenStrategy<NewValue> {
        let shots = self.shots, problems = self.problems
        return GoldenStrategy<NewValue>(
            diffing: diffing,
            problems: { value in (try? transform(value)).map(problems) ?? [] },
            shots: { value in try shots(transform(value)) })
    }
}

/// One image a strategy pins: the image and the part its golden's file name adds
/// (`<test>.<name>.<suffix>.png`; nil for a single image: `<test>.<name>.png`).
public struct GoldenShot {
    /// What the golden's file name adds after the assertion's name: "0.100s", "frame-0003", "25".
    public var suffix: String?
    /// The image.
    public var image: Pixmap
    /// How this image's golden is stored, when not as the strategy's `diffing` says (an
    /// animation's frames kept as one APNG); the strategy's environment is used either way.
    public var storage: GoldenImage?

    /// A shot of `image` named by `suffix`, stored as `storage` (nil: the strategy's way).
    public init(_ image: Pixmap, suffix: String? = nil, storage: GoldenImage? = nil) {
        self.image = image
        self.suffix = suffix
        self.storage = storage
    }
}

extension GoldenStrategy where Value == Pixmap {
    /// The image itself, as one PNG golden.
    public static var image: GoldenStrategy<Pixmap> { GoldenStrategy { [GoldenShot($0)] } }
}
