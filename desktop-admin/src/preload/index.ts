import { contextBridge, ipcRenderer } from 'electron';
import { IPC, type AdminBridge } from '../shared/ipc';

// Sandboxed preload: one function per IPC message, never ipcRenderer itself or a generic send().
const bridge: AdminBridge = {
  getApiUrl: () => ipcRenderer.invoke(IPC.getApiUrl),
  setApiUrl: (url: string) => ipcRenderer.invoke(IPC.setApiUrl, String(url)),
  getToken: () => ipcRenderer.invoke(IPC.getToken),
  setToken: (token: string) => ipcRenderer.invoke(IPC.setToken, String(token)),
  clearToken: () => ipcRenderer.invoke(IPC.clearToken),
  getTokenPersistence: () => ipcRenderer.invoke(IPC.getTokenPersistence),
  openLink: (url: string) => ipcRenderer.invoke(IPC.openLink, String(url)),
};

contextBridge.exposeInMainWorld('adminBridge', bridge);
