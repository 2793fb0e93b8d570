import Raster

/// Where a layer's contents bitmap lands in its bounds for each gravity (CALayer's rules).
enum ContentsPlacement {
    static func rect(for gravity: ContentsGravity, imageSize s: Size, in b: Rect) -> Rect {
        guard s.width > 0, s.height > 0 else { return b }
        switch gravity {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            let k = gravity == .resizeAspect ? min(b.width / s.width, b.height / s.height) : max(b.width / s.width, b.height / s.height)
            let w = s.width * k, h = s.height * k
            return Rect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .center:
            return Rect(x: b.midX - s.width / 2, y: b.midY - s.height / 2, width: s.width, height: s.height)
        case .topLeft:
            return Rect(x: b.minX, y: b.minY, width: s.width, height: s.height)
        case .top, .bottom, .left, .right, .topRight, .bottomLeft, .bottomRight:
            let x = [.left, .bottomLeft].contains(gravity) ? b.minX
                : [.right, .topRight, .bottomRight].contains(gravity) ? b.maxX - s.width : b.midX - s.width / 2
            let y = [.top, .topRight].contains(gravity) ? b.minY
                : [.bottom, .bottomLeft, .bottomRight].contains(gravity) ? b.maxY - s.height : b.midY - s.height / 2
            return Rect(x: x, y: y, width: s.width, height: s.height)
        }
    }
}
