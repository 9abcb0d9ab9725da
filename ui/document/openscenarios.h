#pragma once

#include "document/autosaver.h"
#include "io/cataloguefile.h"
#include "io/scenariofile.h"
#include "plan/scenarioanalysis.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <memory>

class QUndoGroup;
class QWidget;

namespace Kova {

class Autosaver;
class CatalogueService;
class FileOpening;
class ScenarioDocument;

// The scenarios open in the window, one of them current: their undo stacks in one group, their autosaves,
// and opening, saving and closing them with the window's file dialogs and questions.
class OpenScenarios : public QObject
{
    Q_OBJECT

public:
    // Prices every scenario with the catalogue of `catalogues`; the dialogs open over `window`.
    OpenScenarios(CatalogueService* catalogues, QWidget* window);
    ~OpenScenarios() override;

    QList<ScenarioDocument*> documents() const { return m_documents; }
    ScenarioDocument* currentDocument() const { return m_current; }
    QUndoGroup* undoGroup() const { return m_undoGroup; }

    ScenarioDocument* addDocument(const Scenario& scenario, const QString& filePath = {});
    // Opens a scenario file: read and parsed off the GUI thread (FileOpening, with a progress dialog and Cancel
    // for a large file), one file after the other in the order asked; then opened(), or a message naming the file
    // when it cannot be read. A program file (*.kova-program.json) is handed on with programFileRequested().
    void openFile(const QString& path);
    // The file being read, if any (its progress dialog, its Cancel).
    FileOpening* opening() const { return m_opening; }
    bool saveDocument(ScenarioDocument* document, const QString& path);
    // Offers to restore the copies a session that ended without closing its scenarios left behind: they are read
    // off the GUI thread, then the question is asked; recoveryOffered() when done (also when there was none).
    void offerRecovery();
    // Asks to save each modified scenario; false when the user cancels. Else their autosaves are removed.
    bool queryClose();

public Q_SLOTS:
    void setCurrentIndex(int index);
    void newScenario();
    void open();
    // Opens a copy of an example shipped inside the program (exampleScenarioFiles()) as a scenario without a file.
    void openExample(const QString& fileName);
    bool save();
    bool saveAs();
    bool closeDocument(int index);
    bool closeCurrent();

Q_SIGNALS:
    // Also when the current scenario is priced with a new catalogue, which its views read again.
    void currentDocumentChanged(ScenarioDocument* document);
    void documentAdded(ScenarioDocument* document); // the last of documents()
    void documentRemoved(int index);
    void fileUsed(const QString& path); // opened or saved
    void programFileRequested(const QString& path); // a program file given to open()/openFile()
    // A file given to openFile() is done with: opened (it is the current document), or not (refused, cancelled).
    void opened(const QString& path, bool ok);
    void message(const QString& text, int timeoutMs);
    void recoveryOffered();
    // Every scenario is priced with the catalogue the service last announced (after its analyses off the GUI
    // thread).
    void cataloguePriced();

private:
    bool maybeSave(ScenarioDocument* document);
    // The one scenario open is the new one the window starts with, never saved nor edited.
    bool isUntouchedScratch() const;
    void addInPlaceOfScratch(const Scenario& scenario, const QString& filePath);
    // Prices every scenario with `catalogue`, analysed on a worker: a market of 50,000 offers takes a while.
    void useCatalogue(const std::shared_ptr<const Catalogue>& catalogue);
    struct Pricing
    {
        QPointer<ScenarioDocument> document;
        Scenario scenario;
        Result<ScenarioAnalysis> analysis = InputError {};
    };
    void takeCatalogue(const std::shared_ptr<const Catalogue>& catalogue, const QList<Pricing>& priced);
    // A stale copy, and the file it was made from (not read when the copy cannot be).
    struct Recovery
    {
        StaleAutosave copy;
        Result<Scenario> original;
    };
    void offer(std::vector<Recovery> copies);
    void restore(const Recovery& found);
    void openNext();
    void showOpened(const QString& path, const Result<Scenario>& loaded);

    CatalogueService* m_catalogues;
    QWidget* m_window;
    QUndoGroup* m_undoGroup;
    Autosaver* m_autosaver;
    QList<ScenarioDocument*> m_documents;
    ScenarioDocument* m_current = nullptr;
    QStringList m_toOpen; // the files asked for and not read yet, in order
    FileOpening* m_opening = nullptr;
    quint64 m_cataloguesAsked = 0; // the newest catalogue's number: an older one's analyses are dropped
};

} // namespace Kova
