"""Voila's configuration for the classroom apps: ./run-classroom and the browser tests load it through
JUPYTER_CONFIG_PATH=<checkout>/share/jupyter/config (options on the command line override it).

Measured with 40 pages opened at once on a 2-core laptop (tests/browser/test_classroom_load.py):

* Kernels talk to Voila over Unix sockets: over TCP, kernels started together race for the same free port
  and the loser dies, leaving its page loading forever.
* A kernel's outputs reach Voila up to tens of seconds after its execute reply when 40 kernels share two
  cores; nbclient's default 4-second wait for them served most pages without their game, silently.
  Voila now waits long enough, and past that the cell ends as a timeout, which the page template
  (templates/zhora) turns into a message with a Reload button.
* The page's shutdown beacon carries the ``_xsrf`` cookie, but Voila's page never set one, so the beacon
  was refused (403) and a closed page kept its kernel until the idle cull. The prelaunch hook sets it.
* The apps (notebooks in a ``classroom`` folder) load only the widget bundles, not the 4.8 MB plotly one: a
  play-room page downloads 5.4 MB instead of 10.3 MB. (Voila applies ``tornado_settings`` after Tornado has
  chosen its transforms, so ``compress_response`` would change nothing.)
"""

import os
from pathlib import Path

c = get_config()  # noqa: F821 - traitlets provides it in a config file

#: The front-end bundles the classroom apps use: ipywidgets (Voila's manager and the widgets themselves)
#: and anywidget. The lessons (served by ./run-classroom --lessons) keep every installed bundle.
APP_BUNDLES = {"@jupyter-widgets/jupyterlab-manager", "@voila-dashboards/widgets-manager8", "anywidget"}


def set_xsrf_cookie(handler, notebook, cwd):
    """Give the page the ``_xsrf`` cookie that its shutdown beacon sends back (reading the token sets it)."""
    handler.xsrf_token  # noqa: B018 - the property sets the cookie


def app_bundles_only(page_config, notebook_path, settings, **_):
    """A classroom app's page (a notebook in a folder named ``classroom``) loads only the bundles in APP_BUNDLES."""
    if Path(settings["contents_manager"].root_dir, notebook_path).resolve().parent.name == "classroom":
        page_config["federated_extensions"] = [extension for extension in page_config["federated_extensions"]
                                               if extension["name"] in APP_BUNDLES]
    return page_config


c.VoilaConfiguration.prelaunch_hook = set_xsrf_cookie
c.VoilaConfiguration.page_config_hook = app_bundles_only
# The language of the page's own words (templates/zhora: a page that lost its game), as the apps'.
c.VoilaConfiguration.resources = {"zhora_lang": os.environ.get("ZHORA_LANG", "en")}

c.KernelManager.transport = "ipc"
c.VoilaExecutor.startup_timeout = 120  # seconds for a kernel to start
c.VoilaExecutor.iopub_timeout = 90  # seconds for a cell's outputs after its reply
c.VoilaExecutor.raise_on_iopub_timeout = True
c.VoilaExecutor.timeout = 180  # seconds for a cell to run

# A page that was closed without its beacon (a crashed browser, a lost network) frees its kernel after
# five minutes without a connection.
c.MappingKernelManager.cull_idle_timeout = 300
c.MappingKernelManager.cull_interval = 60
