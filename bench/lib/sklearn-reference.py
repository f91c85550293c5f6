"""The scikit-learn reference of bench/ai-quality-clinic-size.ts (Debian's python3-sklearn).

Reads <directory>/training.bin and evaluation.bin (float64 rows: <width> features with NaN for
unknown, the event 0/1, the patient), trains a histogram gradient boosting classifier (native
missing values, early stopping on a patient-grouped validation split left to its defaults) and a
logistic regression with its L2 penalty chosen by 5-fold cross-validation grouped by patient
(mean imputation with missing indicators, standardised), and writes each one's probability of
the event on the evaluation rows to hgb.bin and logistic.bin.
"""

import sys

import numpy as np
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.impute import SimpleImputer
from sklearn.linear_model import LogisticRegressionCV
from sklearn.model_selection import GroupKFold
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

directory, width = sys.argv[1], int(sys.argv[2])


def read(name):
    matrix = np.fromfile(f"{directory}/{name}.bin", dtype=np.float64).reshape(-1, width + 2)
    return matrix[:, :width], matrix[:, width].astype(int), matrix[:, width + 1].astype(int)


x, y, groups = read("training")
x_eval, _, _ = read("evaluation")

boosting = HistGradientBoostingClassifier(random_state=0)
boosting.fit(x, y)
boosting.predict_proba(x_eval)[:, 1].astype(np.float64).tofile(f"{directory}/hgb.bin")

folds = list(GroupKFold(n_splits=5).split(x, y, groups))
logistic = make_pipeline(
    SimpleImputer(strategy="mean", add_indicator=True, keep_empty_features=True),
    StandardScaler(),
    LogisticRegressionCV(Cs=10, cv=folds, scoring="neg_log_loss", max_iter=2000),
)
logistic.fit(x, y)
logistic.predict_proba(x_eval)[:, 1].astype(np.float64).tofile(f"{directory}/logistic.bin")
