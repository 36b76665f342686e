import toast from 'react-hot-toast';
import { requestToastArea } from './toast-area';

// Every toast of the app goes through this module: loading it brings the toast area (AppToaster)
// with it, so the area arrives with the first page that can toast and never before.
requestToastArea();

export { toast };
