// NibKit is the module apps import: it brings the view core and the archive formats with it,
// so `import NibKit` is all a program that loads interface files needs.
@_exported import NibArchive
@_exported import ViewCore
