import XCTest
import Raster
import Transitions
import UIKit
import UIKitRecorder

/// A device's chrome is drawn with the same outlines every frame (four corner pieces, the home
/// indicator's rounded bar), which a worker's rasterizer replays from its memo of repeated
/// fills (Raster's SpanMemo) after their first repeat. That must not change a byte: each frame of
/// a recording with the status bar, home indicator and corner mask, drawn in time order by one
/// renderer, equals the same frame from a renderer that has drawn nothing before, across a
/// change of the status bar's style (the indicator's colour changes; its outline does not).
final class RecorderChromeReuseTests: XCTestCase {
    private final class Screen: UIViewController {
        let colour: UIColor, style: UIStatusBarStyle
        init(_ colour: UIColor, style: UIStatusBarStyle = .default) {
            self.colour = colour
            self.style = style
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .fullScreen
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() { view.backgroundColor = colour }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
    }

    func testChromeFramesFromOneRendererAreTheFramesOfFreshRenderersAcrossAStyleChange() throws {
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 10, systemUI: true, screenCornerMask: true)
        let root = Screen(.white)
        let recording = try recorder.record(root: root) { root.present(Screen(.black, style: .lightContent), animated: true) }
        XCTAssertGreaterThan(recording.frameCount, 3)
        let reused = RecordingFrameRenderer(recording)
        var frames: [Pixmap] = []
        for i in 0..<recording.frameCount {
            let a = try reused.render(i).copy()
            let b = try RecordingFrameRenderer(recording).render(i)
            XCTAssertTrue(a.hasSamePixels(as: b), "frame \(i)")
            frames.append(a)
        }
        let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255), white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        // The home indicator, 134 x 5 pt at (129.5, 839) pt, at 3x device pixels 388.5 ... 790.5 by
        // 2517 ... 2532: its middle (589, 2524) is black over the white root's default style and
        // white once the light-content screen has arrived (RecorderDeviceTests pins the same).
        XCTAssertEqual(frames[0][589, 2524], black)
        XCTAssertEqual(frames[frames.count - 1][589, 2524], white)
        for (i, p) in frames.enumerated() {
            // (0, 0) is wholly outside the 55 pt (165 px) corner circle centred at (165, 165):
            // its nearest point (1, 1) is 164 * sqrt(2) = 232 px from the centre.
            XCTAssertEqual(p[0, 0], black, "frame \(i)")
            XCTAssertEqual(p[p.width - 1, p.height - 1], black, "frame \(i)")
        }
        // Past the corners the screen shows: white at first (the root), black at the end.
        XCTAssertEqual(frames[0][165, 165], white)
        XCTAssertEqual(frames[frames.count - 1][165, 165], black)
    }
}
