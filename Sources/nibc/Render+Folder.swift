import ArgumentParser
import Foundation
import NibKit
import NibRendering

/// `nibc render -o OUT/`: every top-level view or scene as a picture of its own, and a
/// storyboard's whole canvas.
extension Render {
    /// Writes each root with a size as `folder/<name>.<format>` (the name its storyboard
    /// identifier, else its controller's id, else its own id), and for a storyboard
    /// `folder/canvas.<format>`.
    func writeFolder(
        _ roots: [LayoutDump.Root], document: ArchiveDocument, canvas: XcodeStoryboardCanvas?, renderer: ViewRenderer
    ) throws {
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            Output.error("cannot create the folder '\(output)': \(error.localizedDescription)")
            throw ExitCode(Status.failed)
        }
        let format = format ?? .png
        let objects = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let controllers = Self.controllers(in: document)
        let sceneCanvas = canvas.flatMap { $0.scenes.isEmpty ? nil : $0 }
        // The canvas's name is taken first, so a scene called "canvas" becomes "canvas-2".
        var used: Set<String> = sceneCanvas == nil ? [] : ["canvas"]
        var pictures: [(name: String, data: Data)] = []
        for (index, root) in roots.enumerated() where root.view.frame.width >= 1 && root.view.frame.height >= 1 {
            let controllerID = Self.controllerID(of: root, controllers)
            let identifier = controllerID.flatMap { objects[$0]?["storyboardIdentifier"] }.flatMap(Self.string)
            let base = Self.fileName(
                identifier ?? controllerID ?? root.view.unarchivedValues.archiveID ?? "view-\(index + 1)")
            var name = base
            var counter = 2
            while !used.insert(name).inserted {
                name = "\(base)-\(counter)"
                counter += 1
            }
            let data = try draw(format) { format throws(RenderingError) in
                switch format {
                case .png: try renderer.pngData(of: root.view)
                case .svg: Data(renderer.svg(of: root.view).utf8)
                }
            }
            pictures.append((name, data))
        }
        if let sceneCanvas {
            let storyboard = Self.storyboardCanvas(
                sceneCanvas, roots: roots, objects: objects, controllers: controllers)
            let data = try draw(format) { format throws(RenderingError) in
                switch format {
                case .png: try renderer.pngData(of: storyboard)
                case .svg: Data(renderer.svg(of: storyboard).utf8)
                }
            }
            pictures.append(("canvas", data))
        }
        guard !pictures.isEmpty else {
            Output.error("\(InputFile.displayName(path)): the file has no view with a size to draw")
            throw ExitCode(Status.invalid)
        }
        reportSubstitutions()
        for picture in pictures {
            try write(
                picture.data, to: (output as NSString).appendingPathComponent("\(picture.name).\(format.rawValue)"))
        }
    }

    /// The canvas's scenes with their laid-out views and titles, and its segues.
    static func storyboardCanvas(
        _ canvas: XcodeStoryboardCanvas, roots: [LayoutDump.Root], objects: [String: ArchiveObject],
        controllers: [String: String]
    ) -> StoryboardCanvas {
        var views: [String: View] = [:]
        for root in roots {
            guard let id = controllerID(of: root, controllers), views[id] == nil else { continue }
            views[id] = root.view
        }
        let scenes = canvas.scenes.map { scene in
            let object = objects[scene.controllerID]
            // A storyboard reference shows the storyboard it names, in a small box.
            let storyboard = object.flatMap { LayoutDump.xcodeAttribute("storyboardName", of: $0) }
            let reference =
                storyboard != nil || ["StoryboardReference", "NSControllerPlaceholder"].contains(object?.className)
            let title =
                object?["storyboardIdentifier"].flatMap(string) ?? storyboard ?? object?.className
                ?? scene.controllerID
            // An application scene shows its main menu: a bar, not a window.
            let application = (object?.baseClassName ?? object?.className) == "NSApplication"
            let size =
                reference
                ? CGSize(width: 120, height: 50) : application ? CGSize(width: 480, height: 40) : nil
            return StoryboardCanvas.Scene(
                id: scene.controllerID, title: title, view: views[scene.controllerID], center: scene.location,
                placeholderSize: size)
        }
        let segues = canvas.segues.map {
            StoryboardCanvas.Segue(from: $0.sourceID, to: $0.destinationID, kind: $0.kind)
        }
        return StoryboardCanvas(scenes: scenes, segues: segues)
    }

    /// A string value's text.
    private static func string(_ value: ArchiveValue) -> String? {
        if case .value(.string(let text)) = value, !text.isEmpty { return text }
        return nil
    }

    /// `name` as a file name: no path separators, no leading dot, no control characters, at
    /// most 100 characters.
    static func fileName(_ name: String) -> String {
        var result = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar == "/" || scalar == "\\" || scalar.value < 0x20 ? "_" : Character(scalar)
            }.prefix(100))
        if result.hasPrefix(".") || result.isEmpty { result = "_" + result }
        return result
    }
}
