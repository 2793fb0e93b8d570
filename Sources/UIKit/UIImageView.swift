internal import Raster
internal import Transitions

/// UIImageView: an image drawn into the bounds by `contentMode`.
open class UIImageView: UIView {
    public override init(frame: CGRect) { super.init(base: ImageView(frame: frame.raster, image: nil)) }
    public init(image: UIImage?) {
        let size = image?.size ?? .zero
        super.init(base: ImageView(frame: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)), image: nil))
        self.image = image
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }

    open var image: UIImage? {
        didSet {
            base.layer.contents = image?.pixmap
            base.layer.contentsScale = Double(image?.scale ?? 1)
        }
    }

    open override var contentMode: UIView.ContentMode {
        didSet {
            switch contentMode {
            case .scaleToFill, .redraw: base.layer.contentsGravity = .resize
            case .scaleAspectFit: base.layer.contentsGravity = .resizeAspect
            case .scaleAspectFill: base.layer.contentsGravity = .resizeAspectFill
            case .center: base.layer.contentsGravity = .center
            case .topLeft: base.layer.contentsGravity = .topLeft
            default: RecordingLog.error("UIImageView.contentMode .\(contentMode) is not supported (scaleToFill, scaleAspectFit, scaleAspectFill, center, topLeft are)")
            }
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image's size in points; none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
