internal import Raster

// UIKit's graphics-context functions: the current-context stack (UIGraphicsGetCurrentContext,
// Push/Pop), image contexts (UIGraphicsBeginImageContext[WithOptions] … GetImageFromCurrent…
// … End), UIRectFill and UIRectFrame. Not here: PDF contexts, UIRectFillUsingBlendMode's
// blend argument beyond what CGContext draws.

/// The contexts UIKit drawing goes to, innermost last, and which of them are image contexts
/// (UIKit code draws on one thread, the recording's).
enum UIGraphicsStack {
    struct Entry {
        let context: CGContext
        /// Points per pixel scale of an image context (nil for a pushed context).
        let imageScale: CGFloat?
    }
    nonisolated(unsafe) static var entries: [Entry] = []

    static func push(_ context: CGContext, imageScale: CGFloat?) {
        CGDiagnostics.sink = { RecordingLog.error($0) }
        entries.append(Entry(context: context, imageScale: imageScale))
    }
}

/// The context UIKit drawing (UIBezierPath.fill, UIColor.setFill, UIImage.draw) goes to.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsStack.entries.last?.context }

/// Makes `context` current (until UIGraphicsPopContext).
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsStack.push(context, imageScale: nil) }

/// Restores the context that was current before the last UIGraphicsPushContext.
public func UIGraphicsPopContext() {
    guard UIGraphicsStack.entries.popLast() != nil else {
        RecordingLog.error("UIGraphicsPopContext() without a matching UIGraphicsPushContext")
        return
    }
}

/// Starts an image context of `size` points; `scale` 0 means the screen's scale. Opaque
/// contexts start black.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 ? scale : UIScreen.main.scale
    guard let context = CGContext(size: size, scale: s, opaque: opaque) else {
        RecordingLog.error("UIGraphicsBeginImageContextWithOptions: a \(size) image at scale \(s) cannot be drawn (empty or too large)")
        return
    }
    UIGraphicsStack.push(context, imageScale: s)
}

/// Starts an image context of `size` points at scale 1, transparent.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The current image context's drawing so far; nil when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let e = UIGraphicsStack.entries.last, let scale = e.imageScale, let image = e.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    guard let e = UIGraphicsStack.entries.last, e.imageScale != nil else {
        RecordingLog.error("UIGraphicsEndImageContext() without a current image context")
        return
    }
    UIGraphicsStack.entries.removeLast()
}

/// Fills `rect` of the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Frames `rect` of the current context with a 1-point line inside it, in the fill colour (as UIKit does).
public func UIRectFrame(_ rect: CGRect) {
    guard let c = UIGraphicsGetCurrentContext() else { return }
    c.saveGState()
    defer { c.restoreGState() }
    var ring = [rect]
    let inner = rect.insetBy(dx: 1, dy: 1)
    if inner.width > 0, inner.height > 0 { ring.append(inner) }
    let current = c.path
    c.beginPath()
    c.addRects(ring)
    c.fillPath(using: .evenOdd)
    if let current { c.addPath(current) }
}
