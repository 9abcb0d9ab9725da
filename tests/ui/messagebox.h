#pragma once

// Answering the message boxes the window asks, when they are shown later than the call that leads to them.

#include <QApplication>
#include <QMessageBox>
#include <QTimer>
#include <functional>

namespace MessageBox {

// Calls `answer` with the next message box shown modally: a timer looks for it every 10 ms (the box's own event loop
// runs it). A box already answered, hidden, is not the next one.
inline void whenShown(QObject* context, std::function<void(QMessageBox*)> answer)
{
    auto* timer = new QTimer(context);
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, context, [timer, answer = std::move(answer)] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || !box->isVisible())
            return;
        timer->stop();
        timer->deleteLater();
        answer(box);
    });
    timer->start();
}

} // namespace MessageBox
