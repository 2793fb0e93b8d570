internal import Raster
internal import Transitions

/// UIImageView: an image drawn into the bounds by `contentMode` (it ignores touches unless
/// `isUserInteractionEnabled` is set, as UIKit's).
open class UIImageView: UIView {
    private var storedImage: UIImage?

    public override init(frame: CGRect) {
        super.init(frame: UIView.adopting(ImageView(frame: frame.raster, image: nil)))
        isUserInteractionEnabled = false
    }
    /// An image view the size of `image` (designated, as UIKit's: subclasses override and call it).
    public init(image: UIImage?) {
        let size = image?.size ?? .zero
        super.init(frame: UIView.adopting(ImageView(frame: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)), image: nil)))
        isUserInteractionEnabled = false
        self.image = image
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }

    open var image: UIImage? {
        get { storedImage }
        set {
            storedImage = newValue
            base.layer.contents = newValue?.pixmap
            base.layer.contentsScale = Double(newValue?.scale ?? 1)
        }
    }

    open override var contentMode: UIView.ContentMode {
        get { super.contentMode }
        set {
            super.contentMode = newValue
            switch newValue {
            case .scaleToFill, .redraw: base.layer.contentsGravity = .resize
            case .scaleAspectFit: base.layer.contentsGravity = .resizeAspect
            case .scaleAspectFill: base.layer.contentsGravity = .resizeAspectFill
            case .center: base.layer.contentsGravity = .center
            case .topLeft: base.layer.contentsGravity = .topLeft
            default: RecordingLog.error("UIImageView.contentMode .\(newValue) is not supported (scaleToFill, scaleAspectFit, scaleAspectFill, center, topLeft are)")
            }
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image's size in points; none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
