#include "export/reportpreviewdialog.h"

#include "export/exportfolder.h"
#include "report/reportsettings.h"
#include "sources/settings.h"
#include "widgets/plainmessage.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QtConcurrentRun>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

constexpr double PreviewDpi = 80;

} // namespace

ReportPreviewDialog::ReportPreviewDialog(PrintableReport report, QWidget* parent)
    : QDialog(parent)
    , m_report(std::move(report))
    , m_page(new QLabel(this))
    , m_scroll(new QScrollArea(this))
    , m_preparedBy(new QLineEdit(m_report.meta().preparedBy, this))
    , m_organisation(new QLineEdit(m_report.meta().organisation, this))
    , m_paper(new QComboBox(this))
{
    setWindowTitle(tr("Export PDF report"));
    m_preparedBy->setObjectName(u"reportPreparedBy"_s);
    m_organisation->setObjectName(u"reportOrganisation"_s);
    m_paper->setObjectName(u"reportPaper"_s);
    m_paper->addItem(tr("A4"), int(QPageSize::A4));
    m_paper->addItem(tr("US Letter"), int(QPageSize::Letter));
    m_paper->setCurrentIndex(m_report.meta().paper.id() == QPageSize::Letter ? 1 : 0);
    m_page->setAccessibleName(tr("Preview of the first page"));
    m_page->setAlignment(Qt::AlignCenter);
    m_scroll->setWidget(m_page);
    m_scroll->setWidgetResizable(true);
    m_scroll->setMinimumSize(560, 640);

    auto* form = new QFormLayout;
    form->addRow(tr("&Prepared by:"), m_preparedBy);
    form->addRow(tr("&Organisation:"), m_organisation);
    form->addRow(tr("&Paper:"), m_paper);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton* save = buttons->addButton(tr("&Save PDF…"), QDialogButtonBox::AcceptRole);
    save->setDefault(true);
    connect(save, &QPushButton::clicked, this, &ReportPreviewDialog::chooseFileAndSave);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* side = new QVBoxLayout;
    side->addLayout(form);
    side->addStretch();
    side->addWidget(buttons);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_scroll, 1);
    layout->addLayout(side);

    connect(m_preparedBy, &QLineEdit::editingFinished, this, &ReportPreviewDialog::updateFromFields);
    connect(m_organisation, &QLineEdit::editingFinished, this, &ReportPreviewDialog::updateFromFields);
    connect(m_paper, &QComboBox::currentIndexChanged, this, &ReportPreviewDialog::updateFromPaper);
    renderPreview();
}

// Each field keeps only its own setting: the paper is saved when the user picks one, never as a side
// effect of typing a name (the default paper follows the locale until then).
void ReportPreviewDialog::updateFromFields()
{
    const QString preparedBy = m_preparedBy->text().trimmed();
    const QString organisation = m_organisation->text().trimmed();
    ReportContent& meta = m_report.meta();
    if (preparedBy == meta.preparedBy && organisation == meta.organisation)
        return;
    Settings settings;
    if (preparedBy != meta.preparedBy)
        settings.setReportPreparedBy(preparedBy);
    if (organisation != meta.organisation)
        settings.setReportOrganisation(organisation);
    meta.preparedBy = preparedBy;
    meta.organisation = organisation;
    renderPreview();
}

void ReportPreviewDialog::updateFromPaper()
{
    m_report.meta().paper = QPageSize(QPageSize::PageSizeId(m_paper->currentData().toInt()));
    Settings().setReportPaper(paperKey(m_report.meta().paper.id()));
    renderPreview();
}

void ReportPreviewDialog::renderPreview()
{
    m_preview = m_report.firstPage(PreviewDpi * devicePixelRatioF());
    QPixmap pixmap = QPixmap::fromImage(m_preview);
    pixmap.setDevicePixelRatio(devicePixelRatioF());
    m_page->setPixmap(pixmap);
    // The page's whole width without scrolling sideways, when the screen leaves room beside the fields.
    const int pageWidth = int(std::ceil(m_preview.width() / devicePixelRatioF()));
    const int whole = pageWidth + m_scroll->verticalScrollBar()->sizeHint().width() + 2 * m_scroll->frameWidth();
    const int room = screen() ? screen()->availableGeometry().width() * 2 / 3 : whole;
    m_scroll->setMinimumWidth(std::max(560, std::min(whole, room)));
    // Never taller or wider than the screen it is on: the page scrolls inside.
    if (screen())
        resize(size().boundedTo(screen()->availableGeometry().size()));
}

void ReportPreviewDialog::chooseFileAndSave()
{
    updateFromFields();
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export PDF report"), exportFolder() + u'/' + m_report.fileName(), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    rememberExportFolder(path);
    connect(this, &ReportPreviewDialog::saved, this, &QDialog::accept, Qt::SingleShotConnection);
    connect(
        this, &ReportPreviewDialog::failed, this,
        [this](const QString& problem) { showPlainWarning(this, tr("Export PDF report"), problem); },
        Qt::SingleShotConnection);
    saveTo(path);
}

void ReportPreviewDialog::saveTo(const QString& path)
{
    setEnabled(false);
    setCursor(Qt::BusyCursor);
    struct Outcome
    {
        std::optional<QString> problem;
        int pages = 0;
    };
    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, path] {
        const Outcome o = watcher->result();
        watcher->deleteLater();
        setEnabled(true);
        unsetCursor();
        if (o.problem)
            Q_EMIT failed(*o.problem);
        else
            Q_EMIT saved(path, o.pages);
    });
    watcher->setFuture(QtConcurrent::run([report = m_report, path] {
        Outcome o;
        o.problem = report.save(path, &o.pages);
        return o;
    }));
}

} // namespace Kova
