package import Raster

/// UIImage: a decoded PNG bitmap with a scale (pixels per point).
open class UIImage: NSObject {
    package let pixmap: Pixmap
    open var scale: CGFloat
    /// How views draw the image: as is, or its alpha filled with their tint (UIImage+Drawing.swift).
    open internal(set) var renderingMode: UIImage.RenderingMode = .automatic
    /// The edges that keep their size when the image is stretched (UIImage+Drawing.swift).
    open internal(set) var capInsets: UIEdgeInsets = .zero
    /// How the part between the cap insets fills the rest (UIImage+Drawing.swift).
    open internal(set) var resizingMode: UIImage.ResizingMode = .tile
    /// The symbol this image draws and at what configuration, for a `UIImage(systemName:)`
    /// (Symbols/); nil for a bitmap.
    package internal(set) var symbol: SymbolImageSource?

    package init(pixmap: Pixmap, scale: CGFloat) {
        self.pixmap = pixmap
        self.scale = scale
    }

    /// An empty image, as UIKit's `UIImage()`: size zero, no `cgImage`, no PNG data; it draws
    /// nothing. (Its bitmap is one clear pixel shared by every empty image, so code that draws
    /// images needs no case for it.)
    public override convenience init() { self.init(pixmap: UIImage.emptyPixmap, scale: 1) }

    private static let emptyPixmap = Pixmap(width: 1, height: 1)!
    /// Whether this is an empty image (`UIImage()`, or one made from it with a rendering mode).
    package var isEmptyImage: Bool { pixmap === UIImage.emptyPixmap }

    /// A PNG at `path`; nil when it cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let p = try? PNG.read(contentsOf: path) else { return nil }
        let name = (path as NSString).deletingPathExtension
        self.init(pixmap: p, scale: name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1)
    }

    /// An image named `name` in the main bundle's resources or the current directory: loose
    /// PNGs (`name.png`, `name@2x.png`, `name@3x.png`) or an asset catalog's imageset, at the
    /// scale iOS picks for the screen (UIImage+Named.swift); nil when none is found.
    public convenience init?(named name: String) {
        let roots = [Bundle.main.resourcePath, FileManager.default.currentDirectoryPath].compactMap { $0 }
        guard let found = UIImageLookup.find(name, roots: roots, screenScale: UIScreen.main.scale) else { return nil }
        self.init(pixmap: found.pixmap, scale: found.scale)
        if let mode = found.renderingMode { renderingMode = mode }
    }

    /// The size in points.
    open var size: CGSize { isEmptyImage ? .zero : CGSize(width: CGFloat(pixmap.width) / scale, height: CGFloat(pixmap.height) / scale) }
    open var cgImage: CGImage? { isEmptyImage ? nil : CGImage(pixmap: pixmap) }
}
