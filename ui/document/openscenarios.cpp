#include "document/openscenarios.h"

#include "document/autosaver.h"
#include "document/scenariodocument.h"
#include "io/scenariofile.h"
#include "sources/catalogueservice.h"
#include "widgets/busywait.h"
#include "widgets/fileopening.h"
#include "widgets/openfolder.h"
#include "widgets/plainmessage.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMessageBox>
#include <QPointer>
#include <QStandardPaths>
#include <QUndoGroup>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
QString fileFilter()
{
    return OpenScenarios::tr("Kova scenarios and programs (*.kova.json *.kova-program.json);;Kova scenarios "
                             "(*.kova.json);;Kova programs (*.kova-program.json);;JSON files (*.json);;All files (*)");
}

QString documentsFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}
} // namespace

OpenScenarios::OpenScenarios(CatalogueService* catalogues, QWidget* window)
    : QObject(window)
    , m_catalogues(catalogues)
    , m_window(window)
    , m_undoGroup(new QUndoGroup(this))
    , m_autosaver(new Autosaver(this))
{
    connect(m_catalogues, &CatalogueService::catalogueChanged, this, &OpenScenarios::useCatalogue);
}

OpenScenarios::~OpenScenarios()
{
    // The documents go without telling anyone: what follows them may already be gone.
    for (ScenarioDocument* doc : std::as_const(m_documents)) {
        doc->disconnect();
        delete doc;
    }
}

void OpenScenarios::setCurrentIndex(int index)
{
    ScenarioDocument* doc = m_documents.value(index);
    if (!doc || doc == m_current)
        return;
    m_current = doc;
    m_undoGroup->setActiveStack(doc->undoStack());
    Q_EMIT currentDocumentChanged(doc);
}

ScenarioDocument* OpenScenarios::addDocument(const Scenario& scenario, const QString& filePath)
{
    auto* doc = new ScenarioDocument(m_catalogues->catalogue(), scenario, this);
    doc->setFilePath(filePath);
    m_documents.append(doc);
    m_undoGroup->addStack(doc->undoStack());
    m_autosaver->watch(doc);
    Q_EMIT documentAdded(doc);
    setCurrentIndex(int(m_documents.size()) - 1);
    return doc;
}

void OpenScenarios::useCatalogue(const std::shared_ptr<const Catalogue>& catalogue)
{
    QList<Pricing> work;
    for (ScenarioDocument* doc : std::as_const(m_documents))
        work.append({ doc, doc->scenario() });
    const quint64 asked = ++m_cataloguesAsked;
    auto* watcher = new QFutureWatcher<QList<Pricing>>(this);
    connect(watcher, &QFutureWatcher<QList<Pricing>>::finished, this, [this, watcher, catalogue, asked] {
        watcher->deleteLater();
        if (asked == m_cataloguesAsked)
            takeCatalogue(catalogue, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([work, catalogue]() mutable {
        for (Pricing& p : work)
            p.analysis = analyseScenario(p.scenario, *catalogue);
        return work;
    }));
}

void OpenScenarios::takeCatalogue(const std::shared_ptr<const Catalogue>& catalogue, const QList<Pricing>& priced)
{
    for (ScenarioDocument* doc : std::as_const(m_documents)) {
        const auto it
            = std::find_if(priced.cbegin(), priced.cend(), [doc](const Pricing& p) { return p.document == doc; });
        if (it == priced.cend()) // opened since, with this catalogue already
            continue;
        doc->setCatalogue(catalogue, it->scenario, it->analysis);
    }
    if (m_current)
        Q_EMIT currentDocumentChanged(m_current);
    Q_EMIT cataloguePriced();
}

void OpenScenarios::newScenario()
{
    Scenario s = defaultScenario();
    s.name = tr("Scenario %1").arg(m_documents.size() + 1);
    // New scenarios count hardware failures (the seed's file keeps its worked figures without them).
    s.interruptions.gpuMtbfHours = DefaultGpuMtbfHours;
    addDocument(s);
}

void OpenScenarios::open()
{
    const QStringList paths = QFileDialog::getOpenFileNames(m_window, tr("Open Scenario"), openFolder(), fileFilter());
    if (!paths.isEmpty())
        rememberOpenFolder(paths.first());
    for (const QString& path : paths)
        openFile(path);
}

void OpenScenarios::openFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute.endsWith(".kova-program.json"_L1, Qt::CaseInsensitive)) {
        Q_EMIT programFileRequested(absolute);
        return;
    }
    m_toOpen.append(absolute);
    if (!m_opening)
        openNext();
}

void OpenScenarios::openNext()
{
    while (!m_toOpen.isEmpty()) {
        const QString path = m_toOpen.takeFirst();
        const auto open = std::find_if(m_documents.cbegin(), m_documents.cend(),
            [&path](const ScenarioDocument* doc) { return doc->filePath() == path; });
        if (open != m_documents.cend()) {
            setCurrentIndex(int(std::distance(m_documents.cbegin(), open)));
            Q_EMIT opened(path, true);
            continue;
        }
        m_opening = FileOpening::start<Result<Scenario>>(
            path, m_window, this, [path] { return loadScenario(path); },
            [this, path](const Result<Scenario>& loaded) { showOpened(path, loaded); });
        connect(m_opening, &FileOpening::finished, this, [this, path](bool delivered) {
            m_opening = nullptr;
            if (!delivered)
                Q_EMIT opened(path, false);
            openNext();
        });
        return;
    }
}

void OpenScenarios::showOpened(const QString& path, const Result<Scenario>& loaded)
{
    if (!loaded) {
        showPlainWarning(m_window, tr("Cannot Open Scenario"), loaded.error().toString());
        Q_EMIT opened(path, false);
        return;
    }
    addInPlaceOfScratch(loaded.value(), path);
    Q_EMIT fileUsed(path);
    Q_EMIT opened(path, true);
}

void OpenScenarios::openExample(const QString& fileName)
{
    const Result<Scenario> loaded = loadExampleScenario(fileName);
    if (!loaded) {
        showPlainWarning(m_window, tr("Cannot Open Scenario"), loaded.error().toString());
        return;
    }
    // Without a file, Save asks where: the example shipped inside the program is never written over.
    addInPlaceOfScratch(loaded.value(), {});
}

void OpenScenarios::addInPlaceOfScratch(const Scenario& scenario, const QString& filePath)
{
    // An untouched, unsaved scenario is replaced rather than kept beside the opened one.
    const bool replace = isUntouchedScratch();
    addDocument(scenario, filePath);
    if (replace)
        closeDocument(0);
}

bool OpenScenarios::isUntouchedScratch() const
{
    return m_documents.size() == 1 && m_current && m_current->filePath().isEmpty() && !m_current->isModified()
        && m_current->undoStack()->count() == 0;
}

bool OpenScenarios::saveDocument(ScenarioDocument* document, const QString& path)
{
    // Written off the GUI thread (a scenario may hold megabytes of keys this version does not know); on failure the
    // previous file is left as it was, and the message says so.
    const QPointer<ScenarioDocument> saving(document);
    const auto error = waitWithoutInput<std::optional<InputError>>(m_window, tr("Saving Scenario"),
        tr("Saving %1…").arg(QFileInfo(path).fileName()),
        [scenario = document->scenario(), path] { return saveScenarioFile(scenario, path); });
    if (!saving) // closed meanwhile by a file opened in the background in its place
        return !error;
    if (error) {
        showPlainWarning(m_window, tr("Cannot Save Scenario"), error->toString());
        return false;
    }
    document->setFilePath(QFileInfo(path).absoluteFilePath());
    document->markSaved();
    m_autosaver->saveNow(document);
    Q_EMIT fileUsed(document->filePath());
    Q_EMIT message(tr("Saved %1").arg(QDir::toNativeSeparators(document->filePath())), 4000);
    return true;
}

bool OpenScenarios::save()
{
    if (!m_current)
        return false;
    if (m_current->filePath().isEmpty())
        return saveAs();
    return saveDocument(m_current, m_current->filePath());
}

bool OpenScenarios::saveAs()
{
    if (!m_current)
        return false;
    const QString suggested = m_current->filePath().isEmpty()
        ? documentsFolder() + u'/' + tr("scenario") + ".kova.json"_L1
        : m_current->filePath();
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Scenario As"), suggested, fileFilter());
    if (path.isEmpty())
        return false;
    if (!path.endsWith(".json"_L1))
        path += ".kova.json"_L1;
    return saveDocument(m_current, path);
}

bool OpenScenarios::maybeSave(ScenarioDocument* document)
{
    if (!document->isModified())
        return true;
    const auto answer = askPlain(m_window, QMessageBox::Warning, tr("Unsaved Changes"),
        tr("The scenario “%1” has unsaved changes. Save them?").arg(document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save) {
        setCurrentIndex(int(m_documents.indexOf(document)));
        return save();
    }
    return true;
}

bool OpenScenarios::closeDocument(int index)
{
    ScenarioDocument* doc = m_documents.value(index);
    if (!doc || !maybeSave(doc))
        return false;
    m_autosaver->forget(doc);
    m_undoGroup->removeStack(doc->undoStack());
    m_documents.removeAt(index);
    if (doc == m_current)
        m_current = nullptr;
    Q_EMIT documentRemoved(index);
    doc->deleteLater();
    if (m_documents.isEmpty())
        newScenario();
    else if (!m_current)
        setCurrentIndex(std::min(index, int(m_documents.size()) - 1));
    return true;
}

bool OpenScenarios::closeCurrent()
{
    return closeDocument(int(m_documents.indexOf(m_current)));
}

bool OpenScenarios::queryClose()
{
    for (ScenarioDocument* doc : std::as_const(m_documents)) {
        setCurrentIndex(int(m_documents.indexOf(doc)));
        if (!maybeSave(doc))
            return false;
    }
    for (ScenarioDocument* doc : std::as_const(m_documents))
        m_autosaver->forget(doc);
    return true;
}

void OpenScenarios::offerRecovery()
{
    // The copies and their original files can be large: read off the GUI thread, then offered.
    auto* reading = new QFutureWatcher<std::vector<Recovery>>(this);
    connect(reading, &QFutureWatcherBase::finished, this, [this, reading] {
        reading->deleteLater();
        offer(reading->future().takeResult());
        Q_EMIT recoveryOffered();
    });
    reading->setFuture(QtConcurrent::run(FileOpening::threads(), [gui = thread()] {
        std::vector<Recovery> found;
        for (StaleAutosave& copy : Autosaver::takeStale(gui)) {
            const bool fromFile = copy.scenario && !copy.originalPath.isEmpty();
            Result<Scenario> original = fromFile ? loadScenario(copy.originalPath) : Result<Scenario>(InputError {});
            found.push_back({ std::move(copy), std::move(original) });
        }
        return found;
    }));
}

void OpenScenarios::offer(std::vector<Recovery> copies)
{
    if (copies.empty())
        return;
    // Each copy by its scenario's name and its file (names are the user's text: a plain-text box).
    QStringList named;
    for (const Recovery& found : copies) {
        const StaleAutosave& copy = found.copy;
        const QString name = copy.scenario ? copy.scenario.value().name : tr("(unreadable copy)");
        named << (copy.originalPath.isEmpty() ? tr("• %1 (never saved)").arg(name)
                                              : tr("• %1 (%2)").arg(name, QDir::toNativeSeparators(copy.originalPath)));
    }
    const auto answer = askPlain(m_window, QMessageBox::Question, tr("Recover Unsaved Scenarios"),
        tr("Kova Planner did not close properly last time. Recover %Ln unsaved scenario(s)?", nullptr,
            int(copies.size()))
            + u"\n\n"_s + named.join(u'\n'),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes)
        return; // the copies go with `copies`
    // The recovered scenarios take the place of the untouched new one the window opened with.
    const bool replaceScratch = isUntouchedScratch();
    const qsizetype before = m_documents.size();
    const QString aside
        = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/unreadable-autosaves"_L1;
    QStringList unreadable;
    for (Recovery& found : copies) {
        if (found.copy.scenario) {
            restore(found);
            continue;
        }
        const InputError& e = found.copy.scenario.error();
        unreadable << InputError { Autosaver::keepAside(found.copy, aside), e.key, e.problem }.toString();
    }
    if (replaceScratch && m_documents.size() > before)
        closeDocument(0);
    if (!unreadable.isEmpty())
        showPlainWarning(m_window, tr("Unreadable Autosaves"),
            tr("%Ln autosaved scenario(s) could not be read; kept rather than removed:", nullptr,
                int(unreadable.size()))
                + u'\n' + unreadable.join(u'\n'));
}

void OpenScenarios::restore(const Recovery& found)
{
    const StaleAutosave& copy = found.copy;
    ScenarioDocument* doc = addDocument(found.original ? found.original.value() : defaultScenario(), copy.originalPath);
    // The copy is an edit on top of the file: it stays unsaved until saved.
    doc->edit(
        u"recovery"_s, [&](Scenario& current) { current = copy.scenario.value(); }, false,
        [] { return tr("Recover"); });
    m_autosaver->saveNow(doc);
}

} // namespace Kova
