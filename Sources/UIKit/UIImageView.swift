internal import Raster
internal import Transitions

/// UIImageView: an image drawn into the bounds by `contentMode` (every content mode), template
/// images filled with `tintColor`, resizable images nine-sliced to the bounds. Not here:
/// highlighted images, animated images (animationImages), symbol configuration. It ignores
/// touches unless `isUserInteractionEnabled` is set, as UIKit's.
open class UIImageView: UIView {
    private var imageStorage: UIImage?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        showsNoImage()
        isUserInteractionEnabled = false
    }
    /// An image view the size of `image` (designated, as UIKit's: subclasses override and call it).
    public init(image: UIImage?) {
        let size = image?.size ?? .zero
        super.init(frame: CGRect(origin: .zero, size: size))
        showsNoImage()
        isUserInteractionEnabled = false
        self.image = image
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }

    /// The layer as an image view starts: no contents, stretched to the bounds when it gets some.
    private func showsNoImage() {
        let l = layer.base
        l.contents = nil
        l.contentsScale = 1
        l.contentsGravity = .resize
        l.contentsAreOpaque = false
    }

    open var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue; refreshContents() }
    }

    open override var contentMode: UIView.ContentMode {
        get { super.contentMode }
        set {
            super.contentMode = newValue
            let gravity: ContentsGravity
            switch newValue {
            case .scaleToFill, .redraw: gravity = .resize
            case .scaleAspectFit: gravity = .resizeAspect
            case .scaleAspectFill: gravity = .resizeAspectFill
            case .center: gravity = .center
            case .top: gravity = .top
            case .bottom: gravity = .bottom
            case .left: gravity = .left
            case .right: gravity = .right
            case .topLeft: gravity = .topLeft
            case .topRight: gravity = .topRight
            case .bottomLeft: gravity = .bottomLeft
            case .bottomRight: gravity = .bottomRight
            }
            layer.base.contentsGravity = gravity
        }
    }

    /// A template image (renderingMode .alwaysTemplate) shows this colour through its alpha.
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue; if imageStorage?.drawsAsTemplate == true { refreshContents() } }
    }

    package override var makesOwnContents: Bool { true }

    package override func boundsSizeChanged() {
        if imageStorage.map({ $0.capInsets != .zero }) == true { refreshContents() }
    }

    package override func traitAppearanceDidChange() {
        if imageStorage?.drawsAsTemplate == true { refreshContents() }
    }

    /// The layer's contents for the image: tinted when it is a template, nine-sliced to the
    /// bounds when it has cap insets.
    private func refreshContents() {
        guard let image = imageStorage else {
            layer.base.contents = nil
            layer.base.contentsScale = 1
            return
        }
        let template = image.drawsAsTemplate
        let size = image.capInsets == .zero ? image.size : bounds.size
        // A dynamic tint resolves against the view's traits (again when they change).
        let tint = template ? UITraitCollection.withCurrent(traitCollection) { (tintColor ?? .black).color } : nil
        let (pixels, scale) = image.pixels(forSize: size, tint: tint)
        layer.base.contents = pixels
        layer.base.contentsScale = Double(scale)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image's size in points; none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
