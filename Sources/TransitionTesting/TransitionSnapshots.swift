public import Raster
public import UIKit
import Transitions
public import UIKitRecorder

/// Renders what golden tests compare beside a recording: one screen alone, a view controller or
/// a view as it shows in a window at rest before any transition touches it. The picture comes
/// from the same recorder and renderer as a recording's frames, so a screen pinned here equals
/// the settled end of a transition that ends on it.
public enum TransitionSnapshots {
    /// Why a screen could not be rendered; each description is one line naming the value.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// The screen's pixel size is refused (zero, or beyond `Pixmap`'s limits).
        case canvasRefused(width: Double, height: Double)
        /// The recorder refused the settings or the screen's UIKit code reported errors.
        case recording(RecordingError)
        /// A path could not be drawn (the rasterizer's message).
        case raster(RasterError)

        /// One line naming the problem and the value.
        public var description: String {
            switch self {
            case .canvasRefused(let w, let h):
                "a \(w) x \(h) pixel screen cannot be drawn: sides must be 1...\(Pixmap.maximumSide) px; check the size and scale"
            case .recording(let e): "cannot show the screen: \(e)"
            case .raster(let e): "cannot draw the screen: \(e)"
            }
        }
    }

    /// The fractions a golden suite usually pins: 0, 25, 50, 75 and 100 %
    /// (`GoldenStrategy.frames(atFractions:)`).
    public static let quarters: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// `controller` as the window shows it at rest on a screen of `size` points at `scale`: the
    /// window's root, laid out and appeared (its view loaded, `viewDidLayoutSubviews` run, text
    /// drawn at the scale), over the window's black. Nothing is started.
    public static func screen(_ controller: UIViewController, size: CGSize, scale: CGFloat) throws(Problem) -> Pixmap {
        let w = (Double(size.width) * Double(scale)).rounded(), h = (Double(size.height) * Double(scale)).rounded()
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= Double(Pixmap.maximumSide), h <= Double(Pixmap.maximumSide) else {
            throw .canvasRefused(width: w, height: h)
        }
        let recorder = TransitionRecorder(screenSize: size, scale: scale, fps: 60)
        // A front end's failure says what went wrong; nothing goes to standard error besides.
        recorder.printsWarnings = false
        let still: Recording
        do { still = try recorder.still(root: controller) } catch let error as RecordingError {
            throw .recording(error)
        } catch {
            throw .recording(.output("\(error)"))
        }
        do { return try still.frame(0) } catch { throw .raster(error) }
    }

    /// `view` as a screen's root view at rest: the whole screen of `size` points at `scale`, the
    /// view of a plain controller that is the window's root (see `screen(_:size:scale:)` for a
    /// controller of your own).
    public static func screen(_ view: UIView, size: CGSize, scale: CGFloat) throws(Problem) -> Pixmap {
        let controller = UIViewController()
        view.frame = CGRect(origin: .zero, size: size)
        controller.view = view
        return try screen(controller, size: size, scale: scale)
    }
}
