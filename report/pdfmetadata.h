#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace Kova {

// The document information dictionary of a PDF (ISO 32000-1, §14.3.3).
struct PdfDocumentInfo
{
    QString title;
    QString author;
    QString subject;
    QString creator;
    QString producer;
    QDateTime created;
};

// Appends an incremental update (ISO 32000-1, §7.5.6) whose trailer points at a new information
// dictionary, so fields QPdfWriter cannot set (author, subject) are present. Returns an empty array
// when the input is not a PDF with a classic cross-reference table.
QByteArray withDocumentInfo(const QByteArray& pdf, const PdfDocumentInfo& info);

} // namespace Kova
