/// UIButton: a control with a title label and an image; the normal state's title and image are drawn.
open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private let label = UILabel()
    private let imageView = UIImageView()

    /// What `init(type:)` made; `init(frame:)` and `init()` make a `.custom` button, as UIKit does.
    public private(set) var buttonType: ButtonType = .custom

    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        // A custom button's title is white by default; a system button's takes the tint (system blue).
        label.textColor = .white
        label.font = .systemFont(ofSize: 15)
        imageView.contentMode = .center
    }
    public convenience init() { self.init(frame: .zero) }
    public convenience init(type: UIButton.ButtonType) {
        self.init(frame: .zero)
        buttonType = type
        if type != .custom { label.textColor = .systemBlue }
    }
    public required init?(coder: NSCoder) { return nil }

    open var titleLabel: UILabel? { label }
    open var currentTitle: String? { titles[0] }

    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title; refresh() }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color; refresh() }
    /// The title colour set for `state` (the normal state's when none is).
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image; refresh() }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }

    open override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
        imageView.frame = bounds
    }

    package override func boundsSizeChanged() { setNeedsLayout() }

    /// The normal state's image and title side by side (no content insets or minimum height).
    open override var intrinsicContentSize: CGSize {
        let t = titles[0] != nil ? label.intrinsicContentSize : .zero
        let i = images[0]?.size ?? .zero
        return CGSize(width: t.width + i.width, height: max(t.height, i.height))
    }

    private func refresh() {
        label.text = titles[0]
        if let c = titleColors[0] { label.textColor = c }
        imageView.image = images[0]
        if titles[0] != nil, label.superview == nil { addSubview(label) }
        if images[0] != nil, imageView.superview == nil { insertSubview(imageView, at: 0) }
        label.frame = bounds
        imageView.frame = bounds
    }

    /// Button types (a custom button's title defaults to white, the others' to system blue; otherwise drawn alike).
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
}
